import { ApiError } from '@framewise/api-client';
import type { UploadResult } from '@framewise/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageError } from './storage-error';
import { fakeBytes, fakeCodec } from './test-utils/fake-codec';
import { cropperHarness } from './test-utils/fake-cropper';
import { imageFile, stubImages, stubObjectUrls } from './test-utils/fixtures';
import { fakeUploader, renderWithUpload } from './test-utils/render';
import { Upload } from './Upload';
import type { TranscodeOptions, UploadOptions } from './uploader';

vi.mock('react-cropper', async () => ({ Cropper: (await import('./test-utils/fake-cropper')).FakeCropper }));

const input = () => screen.getByTestId('upload-input') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const dropOn = (file: File) => {
  const root = document.querySelector('.fw-upload');
  if (!root) throw new Error('no upload control');
  fireEvent.drop(root, { dataTransfer: { files: [file], dropEffect: 'copy' } });
};

/** An uploader whose upload waits until the test settles it. */
function controlledUploader() {
  let settle!: { resolve(result: UploadResult): void; reject(err: unknown): void };
  let options: UploadOptions | undefined;
  const uploader = fakeUploader(
    (_file, opts) =>
      new Promise<UploadResult>((resolve, reject) => {
        options = opts;
        settle = { resolve, reject };
      }),
  );
  return {
    uploader,
    progress: (percent: number) => act(() => options?.onProgress?.(percent)),
    resolve: (result: UploadResult) => act(async () => settle.resolve(result)),
    reject: (err: unknown) => act(async () => settle.reject(err)),
    options: () => options,
  };
}

describe('Upload', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
    stubImages({ width: 800, height: 600 });
    cropperHarness.props = null;
    cropperHarness.instance = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the login flow instead of the file picker when nobody is logged in', () => {
    const onLoginRequired = vi.fn();
    renderWithUpload(<Upload />, { isLoggedIn: () => false, onLoginRequired });
    const click = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: /点击或拖拽文件到此处上传/ }));
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
  });

  it('opens the login flow for a drop when nobody is logged in, and uploads nothing', () => {
    const onLoginRequired = vi.fn();
    const uploader = fakeUploader();
    renderWithUpload(<Upload />, { isLoggedIn: () => false, onLoginRequired, uploader });
    dropOn(imageFile());
    expect(onLoginRequired).toHaveBeenCalled();
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('opens the file picker for a logged-in user, showing the accepted types and that large ones are reduced', () => {
    renderWithUpload(<Upload />);
    const click = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: /点击或拖拽/ }));
    expect(click).toHaveBeenCalled();
    expect(input()).toHaveAttribute(
      'accept',
      '.png,.jpeg,.jpg,.webp,.heic,.heif,image/png,image/jpeg,image/webp,image/heic,image/heif',
    );
    expect(screen.getByText('支持 PNG/JPEG/JPG/WEBP 格式，超过 1000 像素的图片会自动缩小')).toBeInTheDocument();
  });

  it('uploads a picked image with progress, then previews it with a delete corner button; delete resets', async () => {
    const control = controlledUploader();
    const onUploaded = vi.fn();
    const onDelete = vi.fn();
    renderWithUpload(<Upload purpose="inpaintImage" path="reference" onUploaded={onUploaded} onDelete={onDelete} />, {
      uploader: control.uploader,
    });
    const file = imageFile('cat.png');
    pick(file);
    await waitFor(() => expect(control.uploader.upload).toHaveBeenCalled());
    expect(control.options()).toMatchObject({ purpose: 'inpaintImage', path: 'reference', compress: true });
    control.progress(40);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('上传中 40%')).toBeInTheDocument();

    await control.resolve({ key: 'reference/u/1.png', url: 'https://files.test/1.png' });
    const previewUrl = urls.create.mock.results.at(-1)?.value as string;
    expect(screen.getByRole('img', { name: '已上传的图片' })).toHaveAttribute('src', previewUrl);
    expect(onUploaded).toHaveBeenCalledWith({ key: 'reference/u/1.png', url: 'https://files.test/1.png' }, file);

    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: /点击或拖拽/ })).toBeInTheDocument();
    expect(urls.revoked).toContain(previewUrl);
  });

  it('ignores a drop while uploading', async () => {
    const control = controlledUploader();
    renderWithUpload(<Upload />, { uploader: control.uploader });
    pick(imageFile('first.png'));
    await waitFor(() => expect(control.uploader.upload).toHaveBeenCalledTimes(1));
    dropOn(imageFile('second.png'));
    await act(async () => {});
    expect(control.uploader.upload).toHaveBeenCalledTimes(1);
  });

  it('accepts a dropped file when idle', async () => {
    const uploader = fakeUploader(async () => ({ key: 'k', url: 'u' }));
    renderWithUpload(<Upload />, { uploader });
    dropOn(imageFile('dropped.jpg', 'image/jpeg'));
    await waitFor(() => expect(uploader.upload).toHaveBeenCalledWith(expect.any(File), expect.any(Object)));
    expect(uploader.upload.mock.calls[0]?.[0]).toMatchObject({ name: 'dropped.jpg' });
  });

  it('refuses a wrong type with the type message and uploads nothing', async () => {
    const uploader = fakeUploader();
    const onError = vi.fn();
    renderWithUpload(<Upload onError={onError} />, { uploader });
    pick(new File(['g'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('图片格式错误，仅支持 PNG/JPEG/JPG/WEBP');
    expect(onError).toHaveBeenCalledWith('图片格式错误，仅支持 PNG/JPEG/JPG/WEBP', expect.anything());
    expect(uploader.upload).not.toHaveBeenCalled();
    expect(document.querySelector('.fw-upload')).toHaveAttribute('data-status', 'error');
  });

  it('fits a 4000x3000 phone photo to 2048x1536 when it goes up uncompressed, and says so beside the preview', async () => {
    stubImages({ width: 4000, height: 3000 });
    const uploader = fakeUploader(async () => ({ key: 'upload/u/1.jpg', url: 'https://files.test/1.jpg' }));
    const onError = vi.fn();
    renderWithUpload(<Upload compress={false} onError={onError} />, { uploader }, 'en');
    pick(new File([new Uint8Array(465 * 1024)], 'IMG_0001.JPG', { type: 'image/jpeg' }));
    expect(await screen.findByText('Your picture was reduced from 4000×3000 to 2048×1536 to fit')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector('.fw-upload')).toHaveAttribute('data-status', 'done'));
    expect(screen.getByRole('img', { name: 'Uploaded image' })).toBeInTheDocument();
    const sent = uploader.upload.mock.calls[0]?.[0] as File;
    expect(sent).toMatchObject({ name: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(sent.size).toBe(fakeBytes({ width: 2048, height: 1536 }, 'image/jpeg', 0.92));
    expect(uploader.upload.mock.calls[0]?.[1]).toMatchObject({ compress: false });

    // Deleting the picture takes its note away.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByText(/Your picture was reduced/)).toBeNull();
  });

  it('keeps its note when the form stores the upload, and follows a value replaced or cleared from outside', async () => {
    stubImages({ width: 4000, height: 3000 });
    const uploader = fakeUploader(async () => ({ key: 'upload/u/own.jpg', url: 'https://files.test/own.jpg' }));
    const note = 'Your picture was reduced from 4000×3000 to 2048×1536 to fit';
    const onUploaded = vi.fn();
    const { rerender } = renderWithUpload(<Upload compress={false} onUploaded={onUploaded} />, { uploader }, 'en');
    pick(new File([new Uint8Array(465 * 1024)], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    // The form stores what was uploaded: the same control, still with its note and local preview.
    rerender(<Upload compress={false} value={{ key: 'upload/u/own.jpg', url: 'https://files.test/own.jpg' }} />);
    expect(screen.getByText(note)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Uploaded image' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    // Draw same puts another picture in: shown, without the note about the earlier one.
    rerender(<Upload compress={false} value={{ key: 'upload/u/other.png', url: 'https://files.test/other.png' }} />);
    expect(screen.getByRole('img', { name: 'Uploaded image' })).toHaveAttribute('src', 'https://files.test/other.png');
    expect(screen.queryByText(note)).toBeNull();
    // A reset clears it: the empty control again.
    rerender(<Upload compress={false} value={null} />);
    expect(document.querySelector('.fw-upload')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('button', { name: /Click or drag a file/ })).toBeInTheDocument();
  });

  it('fits a large photo straight to the compressed upload size (1000 px), and names that size', async () => {
    stubImages({ width: 3000, height: 4000 });
    const uploader = fakeUploader(async () => ({ key: 'k', url: 'u' }));
    renderWithUpload(<Upload />, { uploader }, 'en');
    expect(screen.getByText('PNG/JPEG/JPG/WEBP; larger pictures are reduced to 1000 px')).toBeInTheDocument();
    pick(new File([new Uint8Array(465 * 1024)], 'tall.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Your picture was reduced from 3000×4000 to 750×1000 to fit')).toBeVisible();
    await waitFor(() => expect(uploader.upload).toHaveBeenCalled());
    const sent = uploader.upload.mock.calls[0]?.[0] as File | undefined;
    expect(sent?.size).toBe(fakeBytes({ width: 750, height: 1000 }, 'image/jpeg', 0.92));
    await waitFor(() => expect(document.querySelector('.fw-upload')).toHaveAttribute('data-status', 'done'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing about a picture that already fits, and sends it untouched', async () => {
    const uploader = fakeUploader(async () => ({ key: 'k', url: 'u' }));
    renderWithUpload(<Upload />, { uploader }, 'en');
    const picked = imageFile('small.png');
    pick(picked);
    await waitFor(() => expect(document.querySelector('.fw-upload')).toHaveAttribute('data-status', 'done'));
    expect(uploader.upload.mock.calls[0]?.[0]).toBe(picked);
    expect(screen.queryByText(/reduced/)).toBeNull();
  });

  it('converts a WebP to JPEG before it goes up', async () => {
    const uploader = fakeUploader(async () => ({ key: 'k', url: 'u' }));
    renderWithUpload(<Upload />, { uploader });
    pick(new File(['riff'], 'cat.webp', { type: 'image/webp' }));
    await waitFor(() => expect(uploader.upload).toHaveBeenCalled());
    expect(uploader.upload.mock.calls[0]?.[0]).toMatchObject({ name: 'cat.jpg', type: 'image/jpeg' });
  });

  it('refuses a picture the browser cannot read with the load-failed texts', async () => {
    const uploader = fakeUploader();
    renderWithUpload(<Upload />, { uploader, imageCodec: fakeCodec({ fails: true }).codec }, 'en');
    pick(new File(['heic'], 'IMG_2.HEIC', { type: '' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong image type. Only PNG/JPEG/JPG/WEBP are supported.',
    );
    pick(new File(['not a png'], 'broken.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The image failed to load. Please choose another one.'),
    );
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('refuses a picture too large to decode safely, naming the limit', async () => {
    const uploader = fakeUploader();
    renderWithUpload(<Upload />, { uploader }, 'en');
    pick(new File([new Uint8Array(51 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large. Please upload a file of up to 50 MB.',
    );
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('shows the upload-failed text with an error icon when the storage gives up, and delete clears it', async () => {
    const control = controlledUploader();
    renderWithUpload(<Upload />, { uploader: control.uploader });
    pick(imageFile());
    await waitFor(() => expect(control.uploader.upload).toHaveBeenCalled());
    await control.reject(new StorageError({ code: 'InternalError', message: 'x', statusCode: 500 }));
    expect(screen.getByRole('alert')).toHaveTextContent('上传失败，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the transcoding state after a video is up, until the server is done, then keeps the converted key', async () => {
    const control = controlledUploader();
    let transcoding!: { progress(fraction: number): void; resolve(result: UploadResult): void };
    const transcode = vi.fn(
      (_result: UploadResult, options?: TranscodeOptions) =>
        new Promise<UploadResult>((resolve) => {
          transcoding = { progress: (f) => act(() => options?.onProgress?.(f)), resolve };
        }),
    );
    const uploader = { ...control.uploader, transcode };
    const onTranscode = vi.fn(async () => {});
    const onUploaded = vi.fn();
    renderWithUpload(<Upload accept="video" onTranscode={onTranscode} onUploaded={onUploaded} />, { uploader });
    expect(input()).toHaveAttribute('accept', '.mp4,.mov,video/mp4,video/quicktime');
    pick(new File(['v'], 'clip.mov', { type: 'video/quicktime' }));
    await waitFor(() => expect(control.options()).toBeDefined());
    control.progress(60);
    expect(screen.getByText('上传中 60%')).toBeInTheDocument();
    expect(screen.queryByText('视频上传后需要转码，请耐心等待…')).toBeNull();

    await control.resolve({ key: 'u/1/abcdefgh.mov', url: 'u-mov', transcoding: true });
    expect(transcode).toHaveBeenCalledWith(
      { key: 'u/1/abcdefgh.mov', url: 'u-mov', transcoding: true },
      expect.anything(),
    );
    expect(screen.getByText('视频上传后需要转码，请耐心等待…')).toBeInTheDocument();
    expect(screen.getByText('转码中 0%')).toBeInTheDocument();
    expect(screen.queryByLabelText('已上传的视频')).toBeNull();
    transcoding.progress(0.5);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('转码中 50%')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();

    await act(async () => transcoding.resolve({ key: 'u/1/abcdefgh-h264.mp4', url: 'u-mp4' }));
    expect(screen.queryByText('视频上传后需要转码，请耐心等待…')).toBeNull();
    const player = screen.getByLabelText('已上传的视频');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', 'u-mp4');
    expect(onTranscode).toHaveBeenCalledWith({ key: 'u/1/abcdefgh-h264.mp4', url: 'u-mp4' });
    expect(onUploaded).toHaveBeenCalledWith({ key: 'u/1/abcdefgh-h264.mp4', url: 'u-mp4' }, expect.any(File));
  });

  it("shows the server's refusal when a video cannot be transcoded", async () => {
    const control = controlledUploader();
    const refusal = new ApiError({ kind: 'business', code: 501, msg: '服务器暂时无法转码这种格式的视频' });
    const uploader = { ...control.uploader, transcode: vi.fn(async () => Promise.reject(refusal)) };
    const onUploaded = vi.fn();
    renderWithUpload(<Upload accept="video" onUploaded={onUploaded} />, { uploader });
    pick(new File(['v'], 'clip.mov', { type: 'video/quicktime' }));
    await waitFor(() => expect(control.options()).toBeDefined());
    await control.resolve({ key: 'u/1/abcdefgh.mov', url: 'u-mov', transcoding: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器暂时无法转码这种格式的视频');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('uploads audio uncropped, with progress, then previews it in an audio player with the delete button', async () => {
    const control = controlledUploader();
    const onUploaded = vi.fn();
    renderWithUpload(<Upload accept="audio" crop onUploaded={onUploaded} />, { uploader: control.uploader });
    expect(input().accept).toMatch(/^\.mp3,\.wav,\.m4a,audio\/mpeg/);
    expect(screen.getByText('支持 MP3/WAV/M4A 格式的音频，不超过 20MB')).toBeInTheDocument();
    const voice = new File(['a'], 'voice.m4a', { type: 'audio/x-m4a' });
    pick(voice);
    await waitFor(() => expect(control.options()).toBeDefined());
    expect(screen.queryByRole('dialog')).toBeNull();
    control.progress(40);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByText('视频上传后需要转码，请耐心等待…')).toBeNull();
    await control.resolve({ key: 'upload/u/1.m4a', url: 'https://files.test/1.m4a' });
    const player = screen.getByLabelText('已上传的音频');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(onUploaded).toHaveBeenCalledWith({ key: 'upload/u/1.m4a', url: 'https://files.test/1.m4a' }, voice);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.queryByLabelText('已上传的音频')).toBeNull();
  });

  it('refuses a file that is not MP3, WAV or M4A in an audio control, and audio in an image control', async () => {
    const uploader = fakeUploader();
    const { unmount } = renderWithUpload(<Upload accept="audio" />, { uploader });
    pick(new File(['o'], 'voice.ogg', { type: 'audio/ogg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('音频格式错误，仅支持 MP3/WAV/M4A');
    unmount();
    renderWithUpload(<Upload />, { uploader });
    pick(new File(['a'], 'voice.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('图片格式错误');
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('shows stored audio set from outside in an audio player', () => {
    renderWithUpload(
      <Upload accept="audio" value={{ key: 'upload/u/1.mp3', url: 'https://files.test/1.mp3', kind: 'audio' }} />,
    );
    expect(screen.getByLabelText('已上传的音频')).toHaveAttribute('src', 'https://files.test/1.mp3');
  });

  it('offers the crop dialog with the ratio presets before uploading an image', async () => {
    const uploader = fakeUploader(async () => ({ key: 'k', url: 'u' }));
    renderWithUpload(<Upload crop />, { uploader });
    pick(imageFile('wide.png'));
    expect(await screen.findByRole('dialog', { name: '裁剪图片' })).toBeInTheDocument();
    for (const label of ['3:4', '4:3', '9:16', '16:9', '1:1']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '1:1' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cropperHarness.props?.autoCropArea).toBe(0.9));
    fireEvent.click(screen.getByRole('button', { name: '16:9' }));
    expect(cropperHarness.props?.aspectRatio).toBeCloseTo(16 / 9);
    act(() => cropperHarness.props?.ready?.());
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(uploader.upload).toHaveBeenCalled());
    const sent = uploader.upload.mock.calls[0]?.[0] as File;
    expect(sent.name).toBe('wide.png');
    expect(await sent.text()).toBe('cropped');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts the dialog on the given preset and reports the preset a crop was confirmed with', async () => {
    const uploader = fakeUploader(async () => ({ key: 'k', url: 'u' }));
    const onCropped = vi.fn();
    const onUploaded = vi.fn();
    renderWithUpload(<Upload crop={{ defaultPreset: 6 }} onCropped={onCropped} onUploaded={onUploaded} />, {
      uploader,
    });
    pick(imageFile('room.png'));
    expect(await screen.findByRole('button', { name: '4:3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: '使用原图' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '16:9' }));
    act(() => cropperHarness.props?.ready?.());
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(onCropped).toHaveBeenCalledTimes(1);
    expect(onCropped).toHaveBeenCalledWith(expect.objectContaining({ value: 4, label: '16:9' }));
  });

  it('uploads the picked file uncropped from "use whole image" when the caller allows it', async () => {
    const uploader = fakeUploader(async () => ({ key: 'k', url: 'u' }));
    const onCropped = vi.fn();
    const onUploaded = vi.fn();
    renderWithUpload(<Upload crop={{ allowOriginal: true }} onCropped={onCropped} onUploaded={onUploaded} />, {
      uploader,
    });
    const picked = imageFile('whole.png');
    pick(picked);
    fireEvent.click(await screen.findByRole('button', { name: '使用原图' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(uploader.upload.mock.calls[0]?.[0]).toBe(picked);
    expect(onUploaded.mock.calls[0]?.[1]).toBe(picked);
    expect(onCropped).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.fw-upload')).toHaveAttribute('data-status', 'done');
  });

  it('goes back to idle when the crop is cancelled', async () => {
    const uploader = fakeUploader();
    renderWithUpload(<Upload crop />, { uploader });
    pick(imageFile());
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    const uploader = fakeUploader();
    renderWithUpload(<Upload disabled />, { uploader });
    expect(screen.getByRole('button', { name: /点击或拖拽/ })).toBeDisabled();
    dropOn(imageFile());
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('shows a file set from outside as done', () => {
    renderWithUpload(<Upload value={{ key: 'reference/u/1.png', url: 'https://files.test/1.png' }} />);
    expect(screen.getByRole('img', { name: '已上传的图片' })).toHaveAttribute('src', 'https://files.test/1.png');
  });
});
