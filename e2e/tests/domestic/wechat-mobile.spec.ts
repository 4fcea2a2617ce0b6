import { expect, test } from '@playwright/test';
import { LoginFlow, PhoneForm, uniquePhone, ZH } from '../../pages/LoginFlow';
import { TEXTS } from '../../pages/texts';
import { phoneContext, WechatOauth } from '../../pages/WechatOauth';

const ZH_TEXTS = TEXTS.zh;

test('mobile WeChat login: authorise, come back to /m/member, bind a phone, back where it started; next time straight in', async ({
  browser,
  baseURL,
}) => {
  const openid = `mp-e2e-${Date.now().toString(36)}`;
  const phone = uniquePhone();

  const first = await phoneContext(browser, baseURL);
  const page = await first.newPage();
  const flow = new LoginFlow(page, ZH);
  const form = new PhoneForm(flow);
  // Inside WeChat the login modal goes to WeChat's authorisation (the sandbox page in local runs).
  await page.goto('/m/login');
  await new WechatOauth(page).authorise(openid);

  // WeChat returns to /m/member; the spent code leaves the address bar and the bind-phone step opens.
  await expect(page).toHaveURL(/\/m\/member$/);
  await expect(page.getByText(ZH_TEXTS.auth.login.wechatReturn.bindPhone)).toBeVisible();
  await expect(flow.dialog.getByRole('heading', { name: ZH_TEXTS.auth.phone.bindTitle })).toBeVisible();
  await form.agree();
  const code = await form.requestCode(phone);
  await form.submitBinding(code);
  await expect(flow.dialog).toBeHidden();
  // Back on the page the login started on, logged in (the success toast may be gone by now on a busy machine).
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText(ZH_TEXTS.works.mobile.loggedIn)).toBeVisible();
  // Reloading the return page does not replay the code.
  await page.reload();
  await expect(page.getByText(ZH_TEXTS.serverErrors.wechat.failed)).toHaveCount(0);
  await first.close();

  // A new phone browser: the same WeChat comes back logged in without any form.
  const second = await phoneContext(browser, baseURL);
  const again = await second.newPage();
  await again.goto('/m/login');
  await new WechatOauth(again).authorise(openid);
  await expect(again).toHaveURL(/\/m\/login$/);
  await expect(again.getByText(ZH_TEXTS.works.mobile.loggedIn)).toBeVisible();
  await expect(again.getByRole('dialog', { name: ZH.login })).toBeHidden();
  await second.close();
});

test('a return whose state this tab never sent is refused and logs nobody in', async ({ browser, baseURL }) => {
  const context = await phoneContext(browser, baseURL);
  const page = await context.newPage();
  const binds: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/bindPlatform')) binds.push(r.url());
  });
  await page.goto('/m/member?code=stolen-code&state=someone-else');
  await expect(page.getByText(ZH_TEXTS.auth.login.wechatReturn.stateMismatch)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member$/);
  expect(binds).toEqual([]);
  await context.close();
});
