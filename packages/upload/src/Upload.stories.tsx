import { useTranslation } from '@framewise/i18n';
import { useToast } from '@framewise/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { CropDialog } from './CropDialog';
import { artworkFile, artworkUrl } from './test-utils/artwork';
import { storyUploader } from './test-utils/story-uploader';
import { Upload } from './Upload';
import { UploadProvider } from './UploadContext';
import { UploadView, type UploadViewProps } from './UploadView';
import type { Uploader } from './uploader';

const frame = (story: ReactNode) => <div style={{ width: 360 }}>{story}</div>;
const noop = () => {};

function Providers({
  children,
  uploader,
  loggedIn = true,
}: {
  children: ReactNode;
  uploader: Uploader;
  loggedIn?: boolean;
}) {
  const toast = useToast();
  const { t } = useTranslation('upload');
  return (
    <UploadProvider
      value={{
        uploader,
        isLoggedIn: () => loggedIn,
        // The app opens its login modal here; the catalog says what would happen.
        onLoginRequired: () => toast.show({ type: 'warning', text: t('errors.loginRequired') }),
      }}
    >
      {children}
    </UploadProvider>
  );
}

const meta = {
  title: 'upload/Upload',
  component: UploadView,
  args: { state: { status: 'idle' }, onBrowse: noop, onDropFile: noop, onDelete: noop },
  decorators: [(Story) => frame(<Story />)],
} satisfies Meta<typeof UploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

function Hint() {
  const { t } = useTranslation('upload');
  return <>{t('trigger.imageHint', { types: 'PNG/JPEG/JPG', size: 5 })}</>;
}

/** Waiting for a click or a drop. */
export const Idle: Story = { args: { hint: <Hint /> } };

/** Bytes going up: progress bar and percentage over the preview. */
export const Uploading: Story = {
  args: { state: { status: 'uploading', kind: 'image', previewUrl: artworkUrl(), percent: 42 } },
};

/** A video shows the transcoding note while it uploads. */
export const UploadingVideo: Story = {
  args: { state: { status: 'uploading', kind: 'video', previewUrl: '', percent: 67 } },
};

/** Uploaded: the preview with the delete corner button. */
export const Done: Story = {
  args: { state: { status: 'done', kind: 'image', previewUrl: artworkUrl(), key: 'upload/u/1.png', url: '' } },
};

function ErrorView(props: UploadViewProps) {
  const { t } = useTranslation('upload');
  return <UploadView {...props} state={{ status: 'error', message: t('errors.uploadFailed') }} />;
}

/** Failed after the last retry: icon, message, and a click to try again. */
export const ErrorState: Story = { name: 'Error', render: (args) => <ErrorView {...args} /> };

/** Not available (e.g. while a task is generating). */
export const Disabled: Story = { args: { disabled: true, hint: <Hint /> } };

/** The whole control: pick or drop an image, crop it, watch it upload; delete to start over. */
export const WithCrop: Story = {
  render: () => (
    <Providers uploader={storyUploader()}>
      <Upload crop />
    </Providers>
  ),
};

/** Image or video; the upload fails after its retries. */
export const FailingUpload: Story = {
  render: () => (
    <Providers uploader={storyUploader('failure')}>
      <Upload accept="media" />
    </Providers>
  ),
};

/** Logged out: a click or a drop asks for login instead of opening the picker. */
export const LoggedOut: Story = {
  render: () => (
    <Providers uploader={storyUploader()} loggedIn={false}>
      <Upload />
    </Providers>
  ),
};

const sample = artworkFile();

/** The crop dialog with the aspect-ratio presets and the crop / move modes. */
export const Crop: Story = {
  render: () => <CropDialog file={sample} onCancel={noop} onConfirm={noop} />,
};
