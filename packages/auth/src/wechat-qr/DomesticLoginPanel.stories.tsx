import { ok, type SeenCall, sampleUserInfo } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ModalFrame } from '../test-utils/LoginModalFrame';
import { PreviewStore } from '../test-utils/PreviewStore';
import { DomesticLoginPanel } from './DomesticLoginPanel';

// The QR login is scanned by a WeChat user without a phone on the second poll: the bind-phone form follows.
const routes = {
  'POST /api/user/getQRCode': (call: SeenCall) =>
    ok({ url: `http://localhost:8080/sandbox/wechat-qr/${(call.body as { uuid: string }).uuid}` }),
  'GET /api/user/qrLoginStatus': (() => {
    let polls = 0;
    return () => ok({ status: ++polls >= 2 ? 'need_phone' : 'pending' });
  })(),
  'POST /api/user/getSMSCodeTicket': ok(null),
  'POST /api/user/loginByCodePhone': ok({ token: 'story-session' }),
  'GET /api/user/info': ok(sampleUserInfo),
  'GET /api/user/vipInfo': ok({ list: [] }),
};

const meta = {
  title: 'auth/DomesticLoginPanel',
  component: DomesticLoginPanel,
  args: { surface: 'desktop', assign: () => {} },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PreviewStore routes={routes}>
        <ModalFrame kind="login">
          <Story />
        </ModalFrame>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof DomesticLoginPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneMode: Story = {};

/** Phone + SMS: agree, get a code, enter it and log in; the user is loaded and "logged in" is said. */
export const PhoneLogin: Story = {
  play: async () => {
    const page = within(document.body);
    await userEvent.click(page.getByRole('checkbox'));
    await userEvent.type(page.getByRole('textbox', { name: /^(手机号|Phone number)$/ }), '13800138000');
    await userEvent.click(page.getByRole('button', { name: /^(获取验证码|Get code)$/ }));
    await userEvent.type(await page.findByRole('textbox', { name: /^(验证码|Verification code)$/ }), '123456');
    await userEvent.click(page.getByRole('button', { name: /^(登录|Log in)$/ }));
    await expect(await page.findByText(/^(登录成功|Logged in)$/)).toBeVisible();
  },
};

export const QrMode: Story = {
  play: async () => {
    const page = within(document.body);
    const switchLink = page.getAllByRole('button').find((b) => b.classList.contains('fw-auth-switch'));
    await userEvent.click(switchLink!);
    await userEvent.click(page.getByRole('checkbox'));
    // The QR code beside the panel's other images (logo, illustration).
    const images = await page.findAllByRole('img');
    await expect(images.at(-1)).toBeVisible();
  },
};

export const BindPhoneAfterScan: Story = {
  play: async () => {
    const page = within(document.body);
    await userEvent.click(page.getByRole('checkbox'));
    const switchLink = page.getAllByRole('button').find((b) => b.classList.contains('fw-auth-switch'));
    await userEvent.click(switchLink!);
    await page.findAllByRole('img');
    // The second poll answers need_phone: the QR code gives way to the bind-phone form.
    const [phone] = await page.findAllByRole('textbox', {}, { timeout: 5000 });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toBeVisible();
  },
};

export const MobileWechatRedirect: Story = { args: { surface: 'wechat', wechatAppId: 'wx-demo-app' } };

/** A phone browser outside WeChat: the phone + SMS form, no slider captcha, no WeChat redirect. */
export const MobileBrowser: Story = { args: { surface: 'mobile', wechatAppId: 'wx-demo-app' } };
