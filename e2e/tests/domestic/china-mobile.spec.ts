import { expect, type Page, test } from '@playwright/test';
import { LoginFlow, PhoneForm, uniquePhone, ZH as ZH_LOGIN } from '../../pages/LoginFlow';
import { SandboxPay } from '../../pages/SandboxPay';
import { fill, TEXTS } from '../../pages/texts';
import { androidChromeContext, phoneContext, WechatOauth } from '../../pages/WechatOauth';

// The China build on phones (docs/product.md, "Mobile"). Each payment runs through the sandbox provider and its signed notify.
test.describe.configure({ timeout: 90_000 });

const ZH = TEXTS.zh;

/** The points shown on /m/point for one bucket row (daily, permanent). */
async function bucket(page: Page, label: string): Promise<number> {
  const row = page.locator('.fw-pay-points__row', { hasText: label });
  return Number(await row.locator('.fw-pay-points__value').textContent());
}

/** Buys the 100-point package on /m/point up to the settlement modal's pay button. */
async function buy100(page: Page, payWay?: string) {
  await page.getByRole('button', { name: ZH.works.mobile.buyPoints }).click();
  const modal = page.getByRole('dialog', { name: ZH.app.modals.point.title });
  await modal
    .getByText(fill(ZH.pay.grid.points, { points: 100 }))
    .first()
    .click();
  await modal.getByRole('button', { name: ZH.pay.grid.confirm }).click();
  const settlement = page.getByRole('dialog', { name: ZH.pay.settlement.title });
  await expect(settlement).toBeVisible();
  if (payWay) await settlement.locator('label', { hasText: payWay }).click();
  return settlement;
}

test('WeChat on an iPhone: authorise, come back to the page the login started on, pay by JSAPI', async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser, baseURL);
  const page = await context.newPage();
  const flow = new LoginFlow(page, ZH_LOGIN);

  // A visitor on /m/point logs in: WeChat's authorisation (the sandbox page), back to /m/member, bind a phone,
  // then back to /m/point where the login started.
  await page.goto('/m/point');
  await page.getByRole('button', { name: ZH.works.mobile.loginAction }).click();
  await new WechatOauth(page).authorise(`mp-e2e-pay-${Date.now().toString(36)}`);
  await expect(flow.dialog.getByRole('heading', { name: ZH.auth.phone.bindTitle })).toBeVisible();
  const form = new PhoneForm(flow);
  await form.agree();
  await form.submitBinding(await form.requestCode(uniquePhone()));
  await expect(page).toHaveURL(/\/m\/point$/);
  const before = await bucket(page, ZH.membership.balance.permanent);

  // Inside WeChat only WeChat Pay is offered; its pay sheet (the sandbox JS-SDK) pays the JSAPI order.
  const settlement = await buy100(page);
  await expect(settlement.getByRole('radio', { name: ZH.pay.settlement.alipay })).toHaveCount(0);
  await settlement.getByRole('button', { name: ZH.pay.settlement.pay }).click();
  await page.getByTestId('sandbox-jsapi-pay').click();
  await expect(page).toHaveURL(/\/pay-result\?orderId=/);
  await expect(page.getByText(fill(ZH.pay.result.paidPoints, { points: 100 }))).toBeVisible();
  await page.goto('/m/point');
  await expect.poll(() => bucket(page, ZH.membership.balance.permanent)).toBe(before + 100);
  await context.close();
});

test('Chrome on Android: SMS login without WeChat, then WeChat H5 pay and Alipay WAP through their pages, and a share bonus once', async ({
  browser,
  baseURL,
}) => {
  const context = await androidChromeContext(browser, baseURL);
  const page = await context.newPage();
  const flow = new LoginFlow(page, ZH_LOGIN);
  const authorisations: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('wechat-oauth') || r.url().includes('wechatAuthState')) authorisations.push(r.url());
  });

  await page.goto('/m/point');
  await page.getByRole('button', { name: ZH.works.mobile.loginAction }).click();
  // The phone form, never a dead WeChat redirect; no slider captcha on phones.
  const form = new PhoneForm(flow);
  await form.agree();
  await form.submit(await form.requestCode(uniquePhone()));
  await expect(flow.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/m\/point$/);
  expect(authorisations).toEqual([]);
  const before = await bucket(page, ZH.membership.balance.permanent);

  // WeChat Pay's H5 page (the sandbox page stands in), then back to the result page, which confirms by polling.
  const wechat = await buy100(page, ZH.pay.settlement.wechat);
  await wechat.getByRole('button', { name: ZH.pay.settlement.pay }).click();
  const h5 = new SandboxPay(page);
  await h5.expectOrder(/100/);
  await h5.pay();
  await h5.backToApp();
  await expect(page.getByText(fill(ZH.pay.result.paidPoints, { points: 100 }))).toBeVisible();

  // Alipay's WAP page the same way.
  await page.goto('/m/point');
  const alipay = await buy100(page, ZH.pay.settlement.alipay);
  await alipay.getByRole('button', { name: ZH.pay.settlement.pay }).click();
  const wap = new SandboxPay(page);
  await wap.expectOrder(/100/);
  await wap.pay();
  await wap.backToApp();
  await expect(page.getByText(fill(ZH.pay.result.paidPoints, { points: 100 }))).toBeVisible();
  await page.goto('/m/point');
  await expect.poll(() => bucket(page, ZH.membership.balance.permanent)).toBe(before + 200);

  // Sharing: the copied link earns current-day points once a day (the configured cap), shown in the breakdown.
  const daily = await bucket(page, ZH.membership.balance.daily);
  const share = page.getByTestId('share-for-points');
  await share.getByRole('button', { name: ZH.pay.share.copy }).click();
  await expect(share.getByText(fill(ZH.pay.share.granted, { points: 5 }))).toBeVisible();
  await expect.poll(() => bucket(page, ZH.membership.balance.daily)).toBe(daily + 5);
  await share.getByRole('button', { name: ZH.pay.share.copy }).click();
  await expect(share.getByText(ZH.pay.share.used)).toBeVisible();
  await page.reload();
  await expect.poll(() => bucket(page, ZH.membership.balance.daily)).toBe(daily + 5);
  await context.close();
});
