import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvatarPicker } from './AvatarPicker';
import { StorageError } from './storage-error';
import { cropperHarness } from './test-utils/fake-cropper';
import { imageFile, stubImages, stubObjectUrls } from './test-utils/fixtures';
import { fakeUploader, renderWithUpload } from './test-utils/render';

vi.mock('react-cropper', async () => ({ Cropper: (await import('./test-utils/fake-cropper')).FakeCropper }));

const input = () => screen.getByTestId('avatar-input') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(input(), { target: { files: [file] } });

async function cropAndConfirm() {
  await waitFor(() => expect(cropperHarness.props).not.toBeNull());
  act(() => cropperHarness.props?.ready?.());
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
}

describe('AvatarPicker', () => {
  beforeEach(() => {
    stubObjectUrls();
    stubImages({ width: 3000, height: 3000 });
    cropperHarness.props = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the avatar with a change-avatar overlay', () => {
    renderWithUpload(<AvatarPicker src="https://cdn.test/a.png" onUploaded={vi.fn()} />);
    expect(screen.getByRole('img', { name: '头像' })).toHaveAttribute('src', 'https://cdn.test/a.png');
    expect(screen.getByRole('button', { name: '更换头像' })).toHaveTextContent('更换头像');
  });

  it('opens the login flow instead of the picker when nobody is logged in', () => {
    const onLoginRequired = vi.fn();
    renderWithUpload(<AvatarPicker src="" onUploaded={vi.fn()} />, { isLoggedIn: () => false, onLoginRequired });
    const click = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: '更换头像' }));
    expect(onLoginRequired).toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
  });

  it('crops square, uploads to the public bucket under user-avatar and returns the key', async () => {
    const uploader = fakeUploader(async () => ({ key: 'user-avatar/u1/abc.webp', url: 'https://cdn.test/abc.webp' }));
    const onUploaded = vi.fn();
    renderWithUpload(<AvatarPicker src="" onUploaded={onUploaded} />, { uploader });
    expect(input()).toHaveAttribute('accept', '.png,.jpeg,.jpg,.webp,image/png,image/jpeg,image/webp');
    pick(imageFile('me.webp', 'image/webp'));
    expect(await screen.findByRole('dialog', { name: '裁剪图片' })).toBeInTheDocument();
    expect(screen.queryByText('裁剪比例')).toBeNull();
    await waitFor(() => expect(cropperHarness.props?.aspectRatio).toBe(1));
    await cropAndConfirm();
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(uploader.upload).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ purpose: 'public', path: 'user-avatar' }),
    );
    expect(onUploaded).toHaveBeenCalledWith('user-avatar/u1/abc.webp', {
      key: 'user-avatar/u1/abc.webp',
      url: 'https://cdn.test/abc.webp',
    });
  });

  it('accepts avatars up to 4096 px and refuses larger ones', async () => {
    stubImages({ width: 4097, height: 100 });
    renderWithUpload(<AvatarPicker src="" onUploaded={vi.fn()} />, {}, 'en');
    pick(imageFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is too large. Width and height must be at most 4096 px.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the upload-failed text when the upload fails', async () => {
    const uploader = fakeUploader(async () => {
      throw new StorageError({ code: 'InternalError', message: 'x' });
    });
    const onError = vi.fn();
    renderWithUpload(<AvatarPicker src="" onUploaded={vi.fn()} onError={onError} />, { uploader });
    pick(imageFile());
    await cropAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('上传失败，请稍后重试');
    expect(onError).toHaveBeenCalledWith('上传失败，请稍后重试', expect.any(StorageError));
  });
});
