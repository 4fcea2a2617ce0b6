import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freeUser } from '../test-utils/fixtures';
import { PreviewStore } from '../test-utils/PreviewStore';
import { ShareForPoints } from './ShareForPoints';

const routes = {
  'POST /api/user/shareBonus': ok({ points: 5, remaining: 0 }),
  'GET /api/user/info': ok({ ...freeUser, dailyCount: 15 }),
  'GET /api/user/vipInfo': ok({ list: [] }),
};

const meta = {
  title: 'payments/ShareForPoints',
  component: ShareForPoints,
  decorators: [
    (Story) => (
      <PreviewStore routes={routes} user={freeUser} services={{ shareForPoints: true }}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof ShareForPoints>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone or desktop browser: copy the link, paste it into a group chat. */
export const CopyLink: Story = {};
