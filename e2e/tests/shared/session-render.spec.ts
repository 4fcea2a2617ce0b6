import { expect, test } from '@playwright/test';
import { collectErrors, hydratedServerHeading, keepServerHeading } from '../../pages/hydration-checks';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';
import { textsOf } from '../../pages/texts';

// A page whose first screenful needs the API is rendered by the web server for the request: for a signed-in user
// that is their own page (tooling/web/request-render.mjs, app-shell renderShellPageAtRequest).

test('my works comes rendered for the signed-in user, hydrates without a mismatch and asks nothing again', async ({
  page,
  request,
}, testInfo) => {
  const build = buildOf(testInfo.project.name);
  const works = textsOf(build).works;
  await signInAsNewUser(page, build);

  // The HTML itself (the browser's cookies go with the request): the user's empty list with the example to start
  // from, kept by no shared cache; a visitor's copy of the same URL shows the login prompt.
  const answer = await page.request.get('/my-work');
  const html = await answer.text();
  expect(answer.headers()['cache-control']).toBe('private, no-cache');
  expect(html).toContain(works.myWorks.emptyTitle);
  expect(html).not.toContain(works.myWorks.loginTitle);
  expect(html).toMatch(/"session":\{"user":\{"uuid":"[0-9a-f-]{36}"/);
  // The request fixture has no cookies: a visitor.
  const visitor = await request.get('/my-work');
  expect(await visitor.text()).toContain(works.myWorks.loginTitle);

  const errors = collectErrors(page);
  // The server's <h1> as the parser made it: hydration keeps it (a page rendered again in the browser would not).
  await keepServerHeading(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/images/list3' && url.searchParams.get('limit') === '24') asked.push(url.search);
  });
  await page.goto('/my-work');
  const tryIt = page.getByRole('button', { name: works.myWorks.emptyAction });
  await expect(tryIt).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await hydratedServerHeading(page)).toBe(true);
  // Hydrated: the button does its job (the example opens in its tool).
  await tryIt.click();
  await expect(page).toHaveURL(/\/ai-video-generator/);
  expect(asked).toEqual([]);
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});
