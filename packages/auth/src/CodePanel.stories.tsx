import { fail, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { CodePanel } from './CodePanel';
import { overseasUser } from './test-utils/fixtures';
import { ModalFrame } from './test-utils/LoginModalFrame';
import { PreviewStore } from './test-utils/PreviewStore';

const meta = {
  title: 'auth/CodePanel',
  component: CodePanel,
  args: { onClose: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore user={overseasUser} region="global" routes={parameters.routes}>
        <ModalFrame kind="code">
          <Story />
        </ModalFrame>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof CodePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = (code: string) => async () => {
  const page = within(document.body);
  if (code) await userEvent.type(page.getByRole('textbox'), code);
  await userEvent.click(page.getByRole('button', { name: /确定|Confirm|確認/ }));
};

export const Empty: Story = {};
export const CodeRequired: Story = { play: submit('') };
export const Redeemed: Story = {
  parameters: {
    routes: {
      'POST /api/pay/exchange': ok({ points: 300, vip_type: null }),
      'GET /api/user/info': ok({ ...overseasUser, permanentPoints: 400 }),
    },
  },
  play: submit('GIFT-2026'),
};
export const Refused: Story = {
  parameters: { routes: { 'POST /api/pay/exchange': fail(400, 'This code has already been used') } },
  play: submit('USED-0001'),
};
