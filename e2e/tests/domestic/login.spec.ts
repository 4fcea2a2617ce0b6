import { expect, test } from '@playwright/test';
import { AppPage } from '../../pages/AppPage';
import { EN, LoginFlow, PhoneForm, uniquePhone, ZH } from '../../pages/LoginFlow';
import { TEXTS } from '../../pages/texts';
import { qrUrlOf, WechatSandbox } from '../../pages/WechatSandbox';

const ZH_TEXTS = TEXTS.zh;
const EN_TEXTS = TEXTS.en;

test('phone login with the code from the test inbox, then logout', async ({ page }) => {
  const flow = new LoginFlow(page, ZH);
  const form = new PhoneForm(flow);
  const phone = uniquePhone();
  await page.goto('/app/home');
  await flow.open();
  await form.agree();
  const code = await form.requestCode(phone);
  await form.submit(code);
  await flow.expectLoggedIn();

  // The session survives a reload (HttpOnly cookie, user refreshed from /api/user/info).
  await page.reload();
  await expect(flow.accountMenu).toBeVisible();
  await flow.accountMenu.click();
  await page.getByRole('menuitem', { name: ZH_TEXTS.auth.account.profile }).click();
  const profile = page.getByRole('dialog', { name: ZH_TEXTS.app.modals.userInfo.title });
  await expect(profile.getByLabel(ZH_TEXTS.auth.profile.phone)).toHaveValue(phone);
  await profile.getByRole('button', { name: ZH_TEXTS.common.actions.cancel }).click();

  await flow.logout();
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.reload();
  await expect(flow.header.getByRole('button', { name: ZH.login })).toBeVisible();
});

test('a bad phone number shows the validation message and sends nothing', async ({ page }) => {
  const flow = new LoginFlow(page, ZH);
  const form = new PhoneForm(flow);
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/getSMSCodeTicket')) sends.push(request.url());
  });
  await page.goto('/app/home');
  await flow.open();
  await form.agree();
  await form.phone.fill('1380013800');
  await flow.dialog.getByRole('button', { name: ZH_TEXTS.auth.phone.sendCode }).click();
  await expect(flow.dialog.getByText(ZH_TEXTS.validation.phoneInvalid)).toBeVisible();
  await expect(form.phone).toHaveAttribute('aria-invalid', 'true');

  // The same rule in English reads as validation's en text words it.
  await flow.dialog.getByRole('button', { name: ZH_TEXTS.ui.modal.close }).click();
  await new AppPage(page).chooseLanguage('en');
  const enFlow = new LoginFlow(page, EN);
  await enFlow.open();
  const { dialog } = enFlow;
  await dialog.getByRole('checkbox').check();
  await dialog.getByLabel(EN_TEXTS.auth.phone.phoneLabel, { exact: true }).fill('2380013800x');
  await dialog.getByRole('button', { name: EN_TEXTS.auth.phone.sendCode }).click();
  await expect(dialog.getByText(EN_TEXTS.validation.phoneInvalid)).toBeVisible();
  expect(sends).toEqual([]);
});

test('WeChat QR login through the sandbox: a new WeChat user binds a phone, then scans in directly', async ({
  page,
  context,
}) => {
  const flow = new LoginFlow(page, ZH);
  const form = new PhoneForm(flow);
  const sandbox = new WechatSandbox(await context.newPage());
  await page.goto('/app/home');
  await flow.open();
  await flow.dialog.getByRole('button', { name: ZH_TEXTS.auth.login.switchToQr }).click();
  await expect(flow.dialog.getByText(ZH_TEXTS.auth.qr.agreeFirst)).toBeVisible();

  const qrAnswer = page.waitForResponse((r) => r.url().includes('/api/user/getQRCode'));
  await flow.dialog.getByRole('checkbox').check();
  const url = await qrUrlOf(qrAnswer);
  await expect(flow.dialog.getByRole('img', { name: ZH_TEXTS.auth.qr.codeLabel })).toBeVisible();

  const openid = await sandbox.scanAsNewUser(url, '扫码用户');
  await expect(flow.dialog.getByRole('heading', { name: ZH_TEXTS.auth.phone.bindTitle })).toBeVisible();
  const code = await form.requestCode(uniquePhone());
  await form.submitBinding(code);
  await flow.expectLoggedIn();

  await flow.logout();
  await flow.open();
  await flow.dialog.getByRole('button', { name: ZH_TEXTS.auth.login.switchToQr }).click();
  const again = page.waitForResponse((r) => r.url().includes('/api/user/getQRCode'));
  await flow.dialog.getByRole('checkbox').check();
  await sandbox.scanAsExistingUser(await qrUrlOf(again), openid);
  await flow.expectLoggedIn();
});
