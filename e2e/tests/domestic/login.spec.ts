import { expect, test } from '@playwright/test';
import { AppPage } from '../../pages/AppPage';
import { LoginFlow, PhoneForm, uniquePhone, ZH } from '../../pages/LoginFlow';
import { qrUrlOf, WechatSandbox } from '../../pages/WechatSandbox';

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
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  const profile = page.getByRole('dialog', { name: '个人信息' });
  await expect(profile.getByLabel('手机号')).toHaveValue(phone);
  await profile.getByRole('button', { name: '取消' }).click();

  await flow.logout();
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.reload();
  await expect(flow.header.getByRole('button', { name: '登录' })).toBeVisible();
});

test('a bad phone number shows the spec message and sends nothing', async ({ page }) => {
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
  await flow.dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(flow.dialog.getByText('手机号格式不正确')).toBeVisible();
  await expect(form.phone).toHaveAttribute('aria-invalid', 'true');

  // The same rule in English reads as the spec words it.
  await flow.dialog.getByRole('button', { name: '关闭' }).click();
  await new AppPage(page).chooseLanguage('English');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('checkbox').check();
  await dialog.getByLabel('Phone number').fill('2380013800x');
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByText('Invalid phone number format!')).toBeVisible();
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
  await flow.dialog.getByRole('button', { name: '微信扫码登录' }).click();
  await expect(flow.dialog.getByText('勾选同意隐私协议后显示二维码')).toBeVisible();

  const qrAnswer = page.waitForResponse((r) => r.url().includes('/api/user/getQRCode'));
  await flow.dialog.getByRole('checkbox').check();
  const url = await qrUrlOf(qrAnswer);
  await expect(flow.dialog.getByRole('img', { name: '微信登录二维码' })).toBeVisible();

  const openid = await sandbox.scanAsNewUser(url, '扫码用户');
  await expect(flow.dialog.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
  const code = await form.requestCode(uniquePhone());
  await form.submit(code, '绑定并登录');
  await flow.expectLoggedIn();

  await flow.logout();
  await flow.open();
  await flow.dialog.getByRole('button', { name: '微信扫码登录' }).click();
  const again = page.waitForResponse((r) => r.url().includes('/api/user/getQRCode'));
  await flow.dialog.getByRole('checkbox').check();
  await sandbox.scanAsExistingUser(await qrUrlOf(again), openid);
  await flow.expectLoggedIn();
});
