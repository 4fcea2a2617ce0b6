import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleUser, sampleVip } from '../test-utils/fixtures';
import { PreviewStore } from '../test-utils/PreviewStore';
import { WechatReturn } from './WechatReturn';
import { beginWechatAuthorization } from './wechat-authorize';

// WechatReturn renders nothing itself: each story puts the page where WeChat's return leaves it (/m/member with
// code and state) and shows the toast the user then sees. The address is restored after the story renders.
function returnTo(search: (state: string) => string) {
  return async () => {
    const http = { call: async () => ({ state: 'story-state' }) } as unknown as Parameters<
      typeof beginWechatAuthorization
    >[0];
    const state = new URL(await beginWechatAuthorization(http, 'wx-story', window.location.origin)).searchParams.get(
      'state',
    );
    const previous = `${window.location.pathname}${window.location.search}`;
    window.history.replaceState(window.history.state, '', `/m/member${search(state ?? '')}`);
    return { previous };
  };
}

const meta = {
  title: 'auth/WechatReturn',
  component: WechatReturn,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof WechatReturn>;
export default meta;
type Story = StoryObj<typeof meta>;

const restore: NonNullable<Story['play']> = async ({ loaded }) => {
  window.history.replaceState(window.history.state, '', (loaded as { previous: string }).previous);
};

export const LoggedIn: Story = {
  loaders: [returnTo((state) => `?code=story-code&state=${state}`)],
  decorators: [
    (Story) => (
      <PreviewStore
        routes={{
          'POST /api/user/bindPlatform': ok({ status: 'logged_in', openid: 'o-story', token: 't' }),
          'GET /api/user/info': ok(sampleUser),
          'GET /api/user/vipInfo': ok(sampleVip),
        }}
      >
        <Story />
      </PreviewStore>
    ),
  ],
  play: async (context) => {
    // The toast fades in: wait until it is shown rather than just mounted.
    const toast = await within(document.body).findByRole('status');
    await waitFor(() => expect(toast).toBeVisible());
    await restore(context);
  },
};

export const AuthorisationExpired: Story = {
  loaders: [returnTo(() => '?code=story-code&state=not-this-tab')],
  decorators: [
    (Story) => (
      <PreviewStore routes={{}}>
        <Story />
      </PreviewStore>
    ),
  ],
  play: async (context) => {
    // The toast fades in: wait until it is shown rather than just mounted.
    const toast = await within(document.body).findByRole('alert');
    await waitFor(() => expect(toast).toBeVisible());
    await restore(context);
  },
};
