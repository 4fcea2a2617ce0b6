import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import './upload.css';

type CropperInstance = ReactCropperElement['cropper'];

/** Cropper defaults. */
export const CROPPER_DEFAULTS = {
  /** Square unless a preset says otherwise. */
  aspectRatio: 1,
  autoCropArea: 0.8,
  wheelZoomRatio: 0.1,
  minContainerWidth: 200,
  minContainerHeight: 100,
  minCropBoxWidth: 50,
  minCropBoxHeight: 50,
} as const;

export type CropDragMode = 'crop' | 'move';
/** loading until the image is in; ready; cropped once the user changed the crop; disabled. */
type ImageCropperState = 'loading' | 'ready' | 'cropped' | 'disabled';

interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageCropperHandle {
  /** The cropped area at the image's own resolution, as a Blob of `type`. */
  toBlob(type?: string, quality?: number): Promise<Blob>;
}

interface ImageCropperProps {
  src: string;
  alt: string;
  /** Width over height; NaN for a free crop box. */
  aspectRatio?: number;
  /** 'crop' draws a new box, 'move' pans the image. */
  dragMode?: CropDragMode;
  disabled?: boolean;
  /** Share of the image the first crop box covers (0 to 1). */
  initialArea?: number;
  /** Height of the cropper in px; its width follows the container. */
  height?: number;
  onStateChange?: (state: ImageCropperState) => void;
  /** The crop in image pixels, after each change. */
  onCrop?: (area: CropArea) => void;
  className?: string;
  ref?: Ref<ImageCropperHandle>;
}

/** Largest side of a crop export: the largest avatar the server accepts. */
const MAX_EXPORT_SIDE = 4096;

export function ImageCropper({
  src,
  alt,
  aspectRatio = CROPPER_DEFAULTS.aspectRatio,
  dragMode = 'crop',
  disabled = false,
  initialArea = CROPPER_DEFAULTS.autoCropArea,
  height = 360,
  onStateChange,
  onCrop,
  className,
  ref,
}: ImageCropperProps) {
  const { t } = useTranslation('upload');
  const cropperRef = useRef<CropperInstance | null>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'cropped'>('loading');
  const state: ImageCropperState = disabled ? 'disabled' : phase;
  const onStateChangeRef = useRef(onStateChange);
  const onCropRef = useRef(onCrop);
  useLayoutEffect(() => {
    onStateChangeRef.current = onStateChange;
    onCropRef.current = onCrop;
  });

  // A new image starts over: react-cropper replaces it in place and fires ready again.
  useEffect(() => {
    if (src) setPhase('loading');
  }, [src]);

  useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  // react-cropper reads its options once; later prop changes go through the instance.
  useEffect(() => {
    cropperRef.current?.setAspectRatio(aspectRatio);
  }, [aspectRatio]);
  useEffect(() => {
    cropperRef.current?.setDragMode(dragMode);
  }, [dragMode]);
  useEffect(() => {
    const cropper = cropperRef.current;
    if (!cropper) return;
    if (disabled) cropper.disable();
    else cropper.enable();
  }, [disabled]);

  useImperativeHandle(
    ref,
    () => ({
      toBlob(type = 'image/jpeg', quality = 0.92) {
        const cropper = cropperRef.current;
        if (!cropper) return Promise.reject(new Error('the cropper is not ready'));
        const canvas = cropper.getCroppedCanvas({
          maxWidth: MAX_EXPORT_SIDE,
          maxHeight: MAX_EXPORT_SIDE,
          imageSmoothingQuality: 'high',
        });
        return new Promise<Blob>((resolve, reject) => {
          canvas.toBlob(
            (blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be exported'))),
            type,
            quality,
          );
        });
      },
    }),
    [],
  );

  return (
    <figure className={cx('fw-cropper', className)} aria-label={t('crop.area')} data-state={state} style={{ height }}>
      <Cropper
        src={src}
        alt={alt}
        style={{ height: '100%', width: '100%' }}
        aspectRatio={aspectRatio}
        dragMode={dragMode}
        enable={!disabled}
        autoCropArea={initialArea}
        wheelZoomRatio={CROPPER_DEFAULTS.wheelZoomRatio}
        minContainerWidth={CROPPER_DEFAULTS.minContainerWidth}
        minContainerHeight={CROPPER_DEFAULTS.minContainerHeight}
        minCropBoxWidth={CROPPER_DEFAULTS.minCropBoxWidth}
        minCropBoxHeight={CROPPER_DEFAULTS.minCropBoxHeight}
        viewMode={1}
        guides
        background={false}
        responsive
        checkOrientation={false}
        onInitialized={(instance) => {
          cropperRef.current = instance;
        }}
        ready={() => setPhase('ready')}
        cropend={() => setPhase('cropped')}
        crop={(event) => {
          const { x, y, width, height: h } = event.detail;
          onCropRef.current?.({ x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(h) });
        }}
      />
    </figure>
  );
}
