import { useTranslation } from '@framewise/i18n';
import { useToast } from '@framewise/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SQUARE_PRESET } from './aspect-presets';
import { CropDialog } from './CropDialog';
import { artworkFile, artworkPng, artworkUrl } from './test-utils/artwork';
import { storyUploader } from './test-utils/story-uploader';
import { toneUrl } from './test-utils/tone';
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
  return <>{t('trigger.imageHint', { types: 'PNG/JPEG/JPG/WEBP', side: 2048 })}</>;
}

/** Waiting for a click or a drop. */
export const Idle: Story = { args: { hint: <Hint /> } };

/** Bytes going up: progress bar and percentage over the preview. */
export const Uploading: Story = {
  args: { state: { status: 'uploading', kind: 'image', previewUrl: artworkUrl(), percent: 42 } },
};

/** A video going up: the upload's own progress. */
export const UploadingVideo: Story = {
  args: { state: { status: 'uploading', kind: 'video', previewUrl: '', percent: 67 } },
};

/** Up, and the server converts it (an iPhone HEVC .mov): the conversion's progress and the transcoding note. */
export const TranscodingVideo: Story = {
  args: { state: { status: 'uploading', kind: 'video', previewUrl: '', percent: 40, transcoding: true } },
};

/** The whole control for a video: upload, then the server's transcoding until it is done. */
export const VideoUpload: Story = {
  render: () => (
    <Providers uploader={storyUploader()}>
      <Upload accept="video" />
    </Providers>
  ),
};

/** Audio going up: the same progress over an audio player (no transcoding note). */
export const UploadingAudio: Story = {
  args: { state: { status: 'uploading', kind: 'audio', previewUrl: toneUrl(), percent: 35 } },
};

/** Uploaded audio: an audio player to listen back, with the delete corner button. */
export const DoneAudio: Story = {
  args: { state: { status: 'done', kind: 'audio', previewUrl: toneUrl(), key: 'upload/u/1.wav', url: '' } },
};

/** The whole control for a voice track: MP3, WAV or M4A, uploaded as it is and played back. */
export const AudioUpload: Story = {
  render: () => (
    <Providers uploader={storyUploader()}>
      <Upload accept="audio" />
    </Providers>
  ),
};

/** Uploaded: the preview with the delete corner button. */
export const Done: Story = {
  args: { state: { status: 'done', kind: 'image', previewUrl: artworkUrl(), key: 'upload/u/1.png', url: '' } },
};

function FittedNote() {
  const { t } = useTranslation('upload');
  return <>{t('status.fitted', { from: '4000×3000', to: '2048×1536' })}</>;
}

/** A phone photo reduced to fit: the note under the preview says from which size to which. */
export const DoneFitted: Story = {
  args: { ...Done.args, note: <FittedNote /> },
};

function ErrorView(props: UploadViewProps) {
  const { t } = useTranslation('upload');
  return <UploadView {...props} state={{ status: 'error', message: t('errors.uploadFailed') }} />;
}

/** Failed after the last retry: icon, message, and a click to try again. */
export const ErrorState: Story = { name: 'Error', render: (args) => <ErrorView {...args} /> };

/** Not available (e.g. while a task is generating). */
export const Disabled: Story = { args: { disabled: true, hint: <Hint /> } };

/**
 * The whole control: pick or drop an image, crop it (starting on 16:9) or keep the whole image, watch it upload;
 * delete to start over.
 */
export const WithCrop: Story = {
  render: () => (
    <Providers uploader={storyUploader()}>
      <Upload crop={{ defaultPreset: 4, allowOriginal: true }} />
    </Providers>
  ),
};

/** Picks a picture, crops it in the dialog and confirms: it uploads with progress and shows; delete starts over. */
export const PicksCropsAndUploads: Story = {
  ...WithCrop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByTestId('upload-input'), await artworkPng());
    const dialog = within(await within(document.body).findByRole('dialog', { name: /^(裁剪图片|Crop image)$/ }));
    const confirm = dialog.getByRole('button', { name: /^(确定|Confirm)$/ });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    const uploaded = await canvas.findByRole('img', { name: /^(已上传的图片|Uploaded image)$/ }, { timeout: 5000 });
    await expect(uploaded).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    // Delete shows once the upload has finished.
    await userEvent.click(await canvas.findByRole('button', { name: /^(删除|Delete)$/ }, { timeout: 5000 }));
    await expect(canvas.getByTestId('upload-input')).toBeInTheDocument();
  },
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

/** The crop dialog with the aspect-ratio presets, the crop / move modes and the "use whole image" choice. */
export const Crop: Story = {
  render: () => <CropDialog file={sample} onCancel={noop} onConfirm={noop} onUseOriginal={noop} />,
};

/** A crop the caller requires (the avatar): no "use whole image", a single square preset hides the ratio choice. */
export const CropRequired: Story = {
  render: () => <CropDialog file={sample} presets={[SQUARE_PRESET]} onCancel={noop} onConfirm={noop} />,
};
