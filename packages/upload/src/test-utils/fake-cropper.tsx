import { type CSSProperties, useEffect } from 'react';
import { vi } from 'vitest';

/** What ImageCropper passes to react-cropper, as the last render saw it. */
interface FakeCropperProps {
  src?: string;
  alt?: string;
  style?: CSSProperties;
  aspectRatio?: number;
  dragMode?: string;
  enable?: boolean;
  autoCropArea?: number;
  wheelZoomRatio?: number;
  minContainerWidth?: number;
  minContainerHeight?: number;
  minCropBoxWidth?: number;
  minCropBoxHeight?: number;
  onInitialized?: (instance: FakeCropperInstance) => void;
  ready?: () => void;
  cropend?: () => void;
  crop?: (event: { detail: { x: number; y: number; width: number; height: number } }) => void;
}

function fakeCropperInstance() {
  return {
    setAspectRatio: vi.fn(),
    setDragMode: vi.fn(),
    enable: vi.fn(),
    disable: vi.fn(),
    getCroppedCanvas: vi.fn(() => ({
      toBlob: (callback: (blob: Blob | null) => void, type?: string) =>
        callback(new Blob(['cropped'], { type: type ?? 'image/png' })),
    })),
  };
}
type FakeCropperInstance = ReturnType<typeof fakeCropperInstance>;

/** The latest props and the instance of the mounted fake cropper. */
export const cropperHarness: { props: FakeCropperProps | null; instance: FakeCropperInstance | null } = {
  props: null,
  instance: null,
};

/** Stands in for react-cropper (cropperjs needs real layout): renders the image and hands out a fake instance. */
export function FakeCropper(props: FakeCropperProps) {
  cropperHarness.props = props;
  useEffect(() => {
    const instance = fakeCropperInstance();
    cropperHarness.instance = instance;
    cropperHarness.props?.onInitialized?.(instance);
  }, []);
  return <img src={props.src} alt={props.alt} data-testid="fake-cropper" />;
}
