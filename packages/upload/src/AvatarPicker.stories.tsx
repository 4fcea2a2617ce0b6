import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvatarPicker } from './AvatarPicker';
import { artworkUrl } from './test-utils/artwork';
import { storyUploader } from './test-utils/story-uploader';
import { UploadProvider } from './UploadContext';

const meta = {
  title: 'upload/AvatarPicker',
  component: AvatarPicker,
  args: { src: artworkUrl(200, 200), size: 80, onUploaded: () => {} },
  decorators: [
    (Story) => (
      <UploadProvider value={{ uploader: storyUploader(), isLoggedIn: () => true, onLoginRequired: () => {} }}>
        <Story />
      </UploadProvider>
    ),
  ],
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows "change avatar"; a picked image is cropped square and uploaded. */
export const Default: Story = {};

/** No avatar yet: the camera placeholder. */
export const Empty: Story = { args: { src: '' } };

/** The larger size of the mobile profile page. */
export const Large: Story = { args: { size: 120 } };

export const Disabled: Story = { args: { disabled: true } };
