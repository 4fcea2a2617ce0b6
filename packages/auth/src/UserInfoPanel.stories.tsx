import { fail, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { overseasUser, sampleUser } from './test-utils/fixtures';
import { ModalFrame } from './test-utils/LoginModalFrame';
import { PreviewStore } from './test-utils/PreviewStore';
import { pickFile, portraitPng, portraitUrl } from './test-utils/portrait';
import { UserInfoPanel } from './UserInfoPanel';

const DOMESTIC = { phone: true, invite: true, introducer: true };
const OVERSEAS = { phone: false, invite: false, introducer: false };

const routes = {
  'POST /api/user/modifyInfo': ok(sampleUser),
  'POST /api/user/modifyInviteCode': fail(400, 'No user has this invite code'),
};

const meta = {
  title: 'auth/UserInfoPanel',
  component: UserInfoPanel,
  args: { onClose: fn(), features: DOMESTIC, origin: 'https://framewise.cn' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore user={parameters.user ?? sampleUser} routes={routes}>
        <ModalFrame kind="userInfo">
          <Story />
        </ModalFrame>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof UserInfoPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Domestic: Story = {};
/** A profile with a picture; hover shows "change avatar". */
export const WithAvatar: Story = { parameters: { user: { ...sampleUser, avatar_url: portraitUrl() } } };
export const DomesticIntroducerSet: Story = { parameters: { user: { ...sampleUser, introducer: 'FRIEND42' } } };
export const Overseas: Story = { args: { features: OVERSEAS }, parameters: { user: overseasUser } };

export const NicknameRequired: Story = {
  play: async () => {
    const page = within(document.body);
    const [nickname] = page.getAllByRole('textbox');
    await userEvent.clear(nickname!);
    await userEvent.click(page.getByRole('button', { name: /确定|Confirm|確認/ }));
  },
};

export const IntroducerRefused: Story = {
  play: async () => {
    const page = within(document.body);
    const inputs = page.getAllByRole('textbox');
    await userEvent.type(inputs.at(-1)!, 'NOPE');
    await userEvent.click(page.getByRole('button', { name: /确定|Confirm|確認/ }));
  },
};

/** A picked photo opens the square crop dialog; confirming uploads it and shows it, saved on the modal's confirm. */
export const AvatarCrop: Story = {
  play: async () => {
    const input = await within(document.body).findByTestId('avatar-input');
    pickFile(input as HTMLInputElement, await portraitPng());
  },
};

/** A text file named .png: refused with the image-load text, the profile unchanged. */
export const AvatarRefused: Story = {
  play: async () => {
    const input = await within(document.body).findByTestId('avatar-input');
    pickFile(input as HTMLInputElement, new File(['not an image'], 'notes.png', { type: 'image/png' }));
  },
};
