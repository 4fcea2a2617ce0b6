import type { AvatarPickerProps, useUploadEnvironment } from '@framewise/upload';

/**
 * Tests: stands in for the upload package's AvatarPicker, whose crop step needs real image decoding and layout.
 * "Pick avatar" uploads a PNG through the provided uploader the way the picker does and hands back the key.
 */
export function fakeAvatarPicker(useEnvironment: typeof useUploadEnvironment) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once, by the test file's vi.mock factory
  return function FakeAvatarPicker({ src, onUploaded, onError }: AvatarPickerProps) {
    const { uploader } = useEnvironment();
    const pick = async () => {
      try {
        const file = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });
        const result = await uploader.upload(file, { purpose: 'public', path: 'user-avatar' });
        onUploaded(result.key, result);
      } catch (err) {
        onError?.('upload failed', err);
      }
    };
    return (
      <button type="button" data-src={src} onClick={() => void pick()}>
        Pick avatar
      </button>
    );
  };
}
