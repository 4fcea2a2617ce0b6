import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CROPPER_DEFAULTS, ImageCropper, type ImageCropperHandle } from './ImageCropper';
import { cropperHarness } from './test-utils/fake-cropper';
import { renderWithUpload as render } from './test-utils/render';

vi.mock('react-cropper', async () => ({ Cropper: (await import('./test-utils/fake-cropper')).FakeCropper }));

const props = () => {
  if (!cropperHarness.props) throw new Error('the cropper did not render');
  return cropperHarness.props;
};
const instance = () => {
  if (!cropperHarness.instance) throw new Error('the cropper was not initialised');
  return cropperHarness.instance;
};

describe('ImageCropper', () => {
  beforeEach(() => {
    cropperHarness.props = null;
    cropperHarness.instance = null;
  });

  it('configures cropperjs: square, auto-crop 0.8, wheel zoom 0.1, 50x50 box, 200x100 container', () => {
    render(<ImageCropper src="blob:test/1" alt="photo" />);
    expect(screen.getByRole('figure', { name: '图片裁剪区域' })).toBeInTheDocument();
    expect(props()).toMatchObject({
      src: 'blob:test/1',
      aspectRatio: 1,
      autoCropArea: 0.8,
      wheelZoomRatio: 0.1,
      minCropBoxWidth: 50,
      minCropBoxHeight: 50,
      minContainerWidth: 200,
      minContainerHeight: 100,
      dragMode: 'crop',
      enable: true,
    });
    expect(CROPPER_DEFAULTS.autoCropArea).toBe(0.8);
  });

  it('moves through the states loading, ready, cropped, and disabled', () => {
    const states: string[] = [];
    const { container, rerender } = render(
      <ImageCropper src="blob:test/1" alt="photo" onStateChange={(s) => states.push(s)} />,
    );
    const root = container.querySelector('.fw-cropper');
    expect(root).toHaveAttribute('data-state', 'loading');
    act(() => props().ready?.());
    expect(root).toHaveAttribute('data-state', 'ready');
    act(() => props().cropend?.());
    expect(root).toHaveAttribute('data-state', 'cropped');
    rerender(<ImageCropper src="blob:test/1" alt="photo" disabled onStateChange={(s) => states.push(s)} />);
    expect(root).toHaveAttribute('data-state', 'disabled');
    expect(instance().disable).toHaveBeenCalled();
    expect(states).toEqual(['loading', 'ready', 'cropped', 'disabled']);
  });

  it('applies later changes of ratio and drag mode through the cropper instance', () => {
    const { rerender } = render(<ImageCropper src="blob:test/1" alt="photo" />);
    rerender(<ImageCropper src="blob:test/1" alt="photo" aspectRatio={16 / 9} dragMode="move" />);
    expect(instance().setAspectRatio).toHaveBeenLastCalledWith(16 / 9);
    expect(instance().setDragMode).toHaveBeenLastCalledWith('move');
  });

  it('reports the crop area in whole pixels', () => {
    const onCrop = vi.fn();
    render(<ImageCropper src="blob:test/1" alt="photo" onCrop={onCrop} />);
    act(() => props().crop?.({ detail: { x: 10.4, y: 0.6, width: 99.5, height: 50.2 } }));
    expect(onCrop).toHaveBeenCalledWith({ x: 10, y: 1, width: 100, height: 50 });
  });

  it('exports the crop as a blob of the asked type', async () => {
    const ref = createRef<ImageCropperHandle>();
    render(<ImageCropper ref={ref} src="blob:test/1" alt="photo" />);
    const blob = await ref.current?.toBlob('image/png');
    expect(blob?.type).toBe('image/png');
    expect(instance().getCroppedCanvas).toHaveBeenCalledWith(
      expect.objectContaining({ maxWidth: 4096, maxHeight: 4096 }),
    );
    expect(screen.getByTestId('fake-cropper')).toHaveAttribute('alt', 'photo');
  });
});
