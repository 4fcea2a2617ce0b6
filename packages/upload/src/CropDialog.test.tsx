import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetFromLabel, SQUARE_PRESET } from './aspect-presets';
import { CropDialog } from './CropDialog';
import { cropperHarness } from './test-utils/fake-cropper';
import { imageFile, stubObjectUrls } from './test-utils/fixtures';
import { renderWithUpload } from './test-utils/render';

vi.mock('react-cropper', async () => ({ Cropper: (await import('./test-utils/fake-cropper')).FakeCropper }));

async function ready() {
  await waitFor(() => expect(cropperHarness.props).not.toBeNull());
  act(() => cropperHarness.props?.ready?.());
}

describe('CropDialog', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
    cropperHarness.props = null;
    cropperHarness.instance = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is closed without a file', () => {
    renderWithUpload(<CropDialog file={null} onCancel={vi.fn()} onConfirm={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps confirm disabled until the image is ready', async () => {
    renderWithUpload(<CropDialog file={imageFile()} onCancel={vi.fn()} onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await ready();
    expect(screen.getByRole('button', { name: '确定' })).toBeEnabled();
  });

  it('switches between crop and move drag modes', async () => {
    renderWithUpload(<CropDialog file={imageFile()} onCancel={vi.fn()} onConfirm={vi.fn()} />);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '移动图片' }));
    expect(cropperHarness.instance?.setDragMode).toHaveBeenLastCalledWith('move');
    expect(screen.getByRole('button', { name: '移动图片' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("marks presets with their own class, not the tool chips' fw-chip (whose selected state is fw-chip--on)", async () => {
    renderWithUpload(<CropDialog file={imageFile()} onCancel={vi.fn()} onConfirm={vi.fn()} />);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '16:9' }));
    const chosen = screen.getByRole('button', { name: '16:9' });
    const other = screen.getByRole('button', { name: '1:1' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).toHaveClass('fw-crop-preset', 'fw-crop-preset--active');
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(other).toHaveClass('fw-crop-preset');
    expect(other).not.toHaveClass('fw-crop-preset--active');
    expect(document.querySelector('.fw-chip')).toBeNull();
  });

  it('starts from the given preset and hides the ratio choice when there is only one', async () => {
    const wide = presetFromLabel('16:9', 4);
    if (!wide) throw new Error('16:9 should parse');
    const { unmount } = renderWithUpload(
      <CropDialog
        file={imageFile()}
        presets={[SQUARE_PRESET, wide]}
        defaultPreset={4}
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    await waitFor(() => expect(cropperHarness.props?.aspectRatio).toBeCloseTo(16 / 9));
    unmount();
    renderWithUpload(
      <CropDialog file={imageFile()} presets={[SQUARE_PRESET]} onCancel={vi.fn()} onConfirm={vi.fn()} />,
    );
    expect(screen.queryByText('裁剪比例')).toBeNull();
  });

  it('hands back the crop with the source name and type, and revokes its object URL on close', async () => {
    const onConfirm = vi.fn();
    const { rerender } = renderWithUpload(
      <CropDialog file={imageFile('me.webp', 'image/webp')} onCancel={vi.fn()} onConfirm={onConfirm} />,
    );
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    const out = onConfirm.mock.calls[0]?.[0] as File;
    expect(out).toMatchObject({ name: 'me.webp', type: 'image/webp' });
    rerender(<CropDialog file={null} onCancel={vi.fn()} onConfirm={onConfirm} />);
    expect(urls.revoked).toEqual(urls.create.mock.results.map((r) => r.value));
  });

  it('exports other image types as JPEG', async () => {
    const onConfirm = vi.fn();
    renderWithUpload(<CropDialog file={imageFile('a.bmp', 'image/bmp')} onCancel={vi.fn()} onConfirm={onConfirm} />);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onConfirm.mock.calls[0]?.[0]).toMatchObject({ name: 'a.jpg', type: 'image/jpeg' });
  });

  it('says so when the crop cannot be exported', async () => {
    renderWithUpload(<CropDialog file={imageFile()} onCancel={vi.fn()} onConfirm={vi.fn()} />);
    await ready();
    cropperHarness.instance?.getCroppedCanvas.mockReturnValue({ toBlob: (cb: (b: Blob | null) => void) => cb(null) });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('图片裁剪失败，请重试');
  });

  it('hands back the preset the image was cropped to', async () => {
    const onConfirm = vi.fn();
    renderWithUpload(<CropDialog file={imageFile()} onCancel={vi.fn()} onConfirm={onConfirm} />);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '9:16' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onConfirm.mock.calls[0]?.[1]).toMatchObject({ value: 3, label: '9:16', width: 9, height: 16 });
  });

  it('offers "use whole image" only when asked, handing back the picked file untouched', async () => {
    const picked = imageFile('whole.png');
    const onUseOriginal = vi.fn();
    const onConfirm = vi.fn();
    const { unmount } = renderWithUpload(<CropDialog file={picked} onCancel={vi.fn()} onConfirm={onConfirm} />);
    expect(screen.queryByRole('button', { name: '使用原图' })).toBeNull();
    unmount();
    renderWithUpload(
      <CropDialog file={picked} onCancel={vi.fn()} onConfirm={onConfirm} onUseOriginal={onUseOriginal} />,
    );
    // No need to wait for the cropper: the whole image does not go through it.
    fireEvent.click(screen.getByRole('button', { name: '使用原图' }));
    expect(onUseOriginal).toHaveBeenCalledWith(picked);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels from the cancel button', () => {
    const onCancel = vi.fn();
    renderWithUpload(<CropDialog file={imageFile()} onCancel={onCancel} onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
