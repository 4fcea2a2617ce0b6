import { ok, type SeenCall } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PreviewStore } from '../test-utils/PreviewStore';
import { QrLoginPanel, QrLoginView } from './QrLoginPanel';

const SANDBOX_URL = 'http://localhost:8080/sandbox/wechat-qr/3f2b8c1e-7d4a-4b8e-9a51-0c6d2e9f4a17';

/** Each state of the QR area as the panel shows it. */
const meta = {
  title: 'auth/QrLoginView',
  component: QrLoginView,
  args: { agreed: true, view: { kind: 'loading' }, onRefresh: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QrLoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForConsent: Story = { args: { agreed: false } };
export const Loading: Story = {};
export const Shown: Story = { args: { view: { kind: 'shown', url: SANDBOX_URL } } };
export const Expired: Story = { args: { view: { kind: 'expired' } } };
export const LoadFailed: Story = { args: { view: { kind: 'failed' } } };
export const RefusedByServer: Story = {
  args: { view: { kind: 'failed', message: 'Too many QR codes were requested. Try again in a minute.' } },
};

function LivePanel() {
  const [agreed, setAgreed] = useState(true);
  const [boundUuid, setBoundUuid] = useState('');
  return (
    <>
      <QrLoginPanel agreed={agreed} onAgreedChange={setAgreed} onNeedPhone={setBoundUuid} />
      {boundUuid && <p>need_phone: {boundUuid}</p>}
    </>
  );
}

/** The panel on a fake API that keeps the login pending: the code stays shown and is polled every 1.5 s. */
export const LivePolling: Story = {
  render: () => (
    <PreviewStore
      routes={{
        'POST /api/user/getQRCode': (call: SeenCall) =>
          ok({ url: `http://localhost:8080/sandbox/wechat-qr/${(call.body as { uuid: string }).uuid}` }),
        'GET /api/user/qrLoginStatus': ok({ status: 'pending' }),
      }}
    >
      <div style={{ maxWidth: 420 }}>
        <LivePanel />
      </div>
    </PreviewStore>
  ),
};
