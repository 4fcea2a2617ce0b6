import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { useUploadEnvironment } from '@framewise/upload';
import { type PointerEvent, useId, useRef, useState } from 'react';
import type { MediaRef } from '../../drafts';
import { BrushIcon } from '../icons';
import { isBlank, maskPixels } from './mask';

export interface MaskBrushProps {
  /** The reference image the mask is painted on. */
  imageUrl: string;
  value: MediaRef | null;
  onChange(value: MediaRef | null): void;
}

const BRUSH_MIN = 8;
const BRUSH_MAX = 120;

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * The image-to-video mask brush: the user paints the region that should move over the reference image; the
 * painting is turned into a black-and-white PNG of the image's own size, uploaded, and sent as mask_img.
 */
export function MaskBrush({ imageUrl, value, onChange }: MaskBrushProps) {
  const { t } = useTranslation('tools');
  const { uploader } = useUploadEnvironment();
  const sizeId = useId();
  const [editing, setEditing] = useState(false);
  const [size, setSize] = useState(40);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  // The canvas takes the picture's own pixel size, so the mask lines up with the image the server has.
  const fitCanvas = () => {
    const img = image.current;
    const c = canvas.current;
    if (!img || !c || !img.naturalWidth) return;
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
  };

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const c = event.currentTarget;
    const box = c.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * c.width,
      y: ((event.clientY - box.top) / box.height) * c.height,
      scale: c.width / (box.width || c.width),
    };
  };

  const paint = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y, scale } = pointAt(event);
    // The stroke takes the brand accent from the page's tokens; only its alpha matters for the mask.
    ctx.strokeStyle = getComputedStyle(event.currentTarget).getPropertyValue('--fw-accent').trim() || 'currentColor';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = size * scale;
    ctx.beginPath();
    const from = last.current ?? { x, y };
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(x, y);
    ctx.stroke();
    last.current = { x, y };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = null;
    paint(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.buttons & 1) paint(event);
  };
  const onPointerUp = () => {
    last.current = null;
  };

  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
  };

  const save = async () => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const painted = ctx.getImageData(0, 0, c.width, c.height);
    if (isBlank(painted.data)) {
      setError(t('mask.empty'));
      return;
    }
    const out = document.createElement('canvas');
    out.width = c.width;
    out.height = c.height;
    out.getContext('2d')?.putImageData(new ImageData(maskPixels(painted.data), c.width, c.height), 0, 0);
    const blob = await canvasToPng(out);
    if (!blob) {
      setError(t('mask.failed'));
      return;
    }
    setSaving(true);
    setError('');
    try {
      // A mask must keep its exact pixels: no compression, no resizing.
      const result = await uploader.upload(new File([blob], 'mask.png', { type: 'image/png' }), { compress: false });
      onChange({ key: result.key, url: result.url });
      setEditing(false);
    } catch {
      setError(t('mask.failed'));
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className="fw-mask">
        {value && (
          <div className="fw-mask__preview">
            <img src={imageUrl} alt="" className="fw-mask__image" />
            <img src={value.url} alt={t('mask.current')} className="fw-mask__overlay" />
          </div>
        )}
        <div className="fw-mask__actions">
          <Button size="sm" variant="secondary" iconStart={<BrushIcon />} onClick={() => setEditing(true)}>
            {value ? t('mask.repaint') : t('mask.paint')}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
              {t('mask.remove')}
            </Button>
          )}
        </div>
        <p className="fw-field__hint">{t('hints.mask')}</p>
      </div>
    );
  }

  return (
    <div className="fw-mask fw-mask--editing">
      <div className="fw-mask__stage">
        <img ref={image} src={imageUrl} alt={t('mask.image')} className="fw-mask__image" onLoad={fitCanvas} />
        <canvas
          ref={canvas}
          className="fw-mask__canvas"
          aria-label={t('mask.canvas')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          data-testid="mask-canvas"
        />
      </div>
      <div className="fw-mask__tools">
        <label htmlFor={sizeId}>{t('mask.size')}</label>
        <input
          id={sizeId}
          type="range"
          className="fw-range"
          min={BRUSH_MIN}
          max={BRUSH_MAX}
          value={size}
          onChange={(event) => setSize(Number(event.target.value))}
        />
      </div>
      {error && (
        <p className="fw-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="fw-mask__actions">
        <Button size="sm" onClick={() => void save()} loading={saving}>
          {t('mask.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={clear}>
          {t('mask.clear')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t('mask.cancel')}
        </Button>
      </div>
    </div>
  );
}
