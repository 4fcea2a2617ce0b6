import { useTranslation } from '@framewise/i18n';
import { Button, cx } from '@framewise/ui-kit';
import { useUploadEnvironment } from '@framewise/upload';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { MediaRef } from '../../drafts';
import { BrushIcon } from '../icons';
import {
  EMPTY_MASK,
  isBlank,
  type MaskPoint,
  type MaskStroke,
  maskPixels,
  maskReducer,
  movedCursor,
  rasterizeStrokes,
} from './mask';

interface MaskBrushProps {
  /** The reference image the mask is painted on. */
  imageUrl: string;
  value: MediaRef | null;
  onChange(value: MediaRef | null): void;
}

const BRUSH_MIN = 8;
const BRUSH_MAX = 120;
/** What + and - change the brush size by, in screen pixels. */
const BRUSH_STEP = 8;

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** Screen pixels to image pixels: the canvas holds the picture's own size, drawn at the stage's width. */
function scaleOf(canvas: HTMLCanvasElement): number {
  const width = canvas.getBoundingClientRect().width;
  return width > 0 ? canvas.width / width : 1;
}

/** Draws the strokes over the picture; the stroke colour is the brand accent, only the alpha makes the mask. */
function drawStrokes(canvas: HTMLCanvasElement, strokes: readonly MaskStroke[]) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const colour = getComputedStyle(canvas).getPropertyValue('--fw-accent').trim() || 'currentColor';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    ctx.globalCompositeOperation = stroke.erase ? 'destination-out' : 'source-over';
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    ctx.beginPath();
    if (rest.length === 0) {
      ctx.arc(first.x, first.y, stroke.size / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.lineWidth = stroke.size;
    ctx.moveTo(first.x, first.y);
    for (const p of rest) ctx.lineTo(p.x, p.y);
    ctx.stroke();
  }
  ctx.globalCompositeOperation = 'source-over';
}

/**
 * The image-to-video mask brush: the user paints the region that should move over the reference image, with the
 * pointer or the keyboard (a cursor moved by the arrow keys, Space or Enter to paint, E for the eraser, + and -
 * for the size, Ctrl+Z to undo). The strokes are rendered at the image's own size into a black-and-white PNG,
 * uploaded, and sent as mask_img.
 */
export function MaskBrush({ imageUrl, value, onChange }: MaskBrushProps) {
  const { t } = useTranslation('tools');
  const { uploader } = useUploadEnvironment();
  const sizeId = useId();
  const instructionsId = useId();
  const [editing, setEditing] = useState(false);
  const [size, setSize] = useState(40);
  const [erase, setErase] = useState(false);
  const [mask, dispatch] = useReducer(maskReducer, EMPTY_MASK);
  const [dims, setDims] = useState({ width: 0, height: 0 });
  const [cursor, setCursor] = useState<MaskPoint>({ x: 0, y: 0 });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = useRef<HTMLImageElement>(null);
  /** Pointers down on the canvas, and the one painting the current stroke (null: none). */
  const pointers = useRef(new Set<number>());
  const stroking = useRef<number | null>(null);

  // The canvas takes the picture's own pixel size, so the mask lines up with the image the server has.
  const fitCanvas = () => {
    const img = image.current;
    const c = canvas.current;
    if (!c) return;
    if (img?.naturalWidth) {
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
    }
    setDims({ width: c.width, height: c.height });
    setCursor({ x: Math.floor(c.width / 2), y: Math.floor(c.height / 2) });
  };

  // Until the picture loads, the canvas's own size stands in (the cursor needs somewhere to be).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the editor opens
  useLayoutEffect(() => {
    if (editing) fitCanvas();
  }, [editing]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas is resized (and so cleared) with dims
  useEffect(() => {
    if (canvas.current) drawStrokes(canvas.current, mask.strokes);
  }, [mask.strokes, dims]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): MaskPoint => {
    const c = event.currentTarget;
    const box = c.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / (box.width || c.width)) * c.width,
      y: ((event.clientY - box.top) / (box.height || c.height)) * c.height,
    };
  };

  // Fingers on the canvas: one paints; a second one (a pinch or a two-finger gesture) drops the stroke it began
  // and nothing paints until every finger is up. The canvas's touch-action keeps the page from scrolling meanwhile.
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.add(event.pointerId);
    if (pointers.current.size > 1) {
      if (stroking.current !== null) dispatch({ type: 'undo' });
      stroking.current = null;
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    stroking.current = event.pointerId;
    const point = pointAt(event);
    setCursor(point);
    dispatch({ type: 'begin', stroke: { points: [point], size: size * scaleOf(event.currentTarget), erase } });
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (stroking.current !== event.pointerId) return;
    const point = pointAt(event);
    setCursor(point);
    dispatch({ type: 'extend', point });
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(event.pointerId);
    if (stroking.current === event.pointerId) stroking.current = null;
  };
  // The browser took the touch over (a system gesture): the stroke it interrupted is not what the user meant.
  const onPointerCancel = (event: PointerEvent<HTMLCanvasElement>) => {
    if (stroking.current === event.pointerId) dispatch({ type: 'undo' });
    onPointerUp(event);
  };

  const resize = (by: number) => setSize((s) => Math.max(BRUSH_MIN, Math.min(BRUSH_MAX, s + by)));

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const c = canvas.current;
    if (!c) return;
    const moved = movedCursor(cursor, event.key, dims, event.shiftKey);
    let handled = true;
    if (moved) setCursor(moved);
    else if (event.key === ' ' || event.key === 'Enter') {
      dispatch({ type: 'begin', stroke: { points: [cursor], size: size * scaleOf(c), erase } });
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') dispatch({ type: 'undo' });
    else if (event.key.toLowerCase() === 'e' && !event.ctrlKey && !event.metaKey) setErase((on) => !on);
    else if (event.key === '+' || event.key === '=') resize(BRUSH_STEP);
    else if (event.key === '-' || event.key === '_') resize(-BRUSH_STEP);
    else handled = false;
    // The keys the brush uses must not scroll the page or press anything else.
    if (handled) event.preventDefault();
  };

  const save = async () => {
    const c = canvas.current;
    if (!c) return;
    const painted = rasterizeStrokes(mask.strokes, c.width, c.height);
    if (isBlank(painted)) {
      setError(t('mask.empty'));
      return;
    }
    const out = document.createElement('canvas');
    out.width = c.width;
    out.height = c.height;
    out.getContext('2d')?.putImageData(new ImageData(maskPixels(painted), c.width, c.height), 0, 0);
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

  const percent = (v: number, of: number) => (of > 0 ? Math.round((v / of) * 100) : 0);
  const cursorStyle = {
    '--fw-mask-x': `${percent(cursor.x, dims.width)}%`,
    '--fw-mask-y': `${percent(cursor.y, dims.height)}%`,
    '--fw-mask-size': `${size}px`,
  } as CSSProperties;

  return (
    <div className="fw-mask fw-mask--editing">
      <div className={cx('fw-mask__stage', erase && 'fw-mask__stage--erase')}>
        <img ref={image} src={imageUrl} alt={t('mask.image')} className="fw-mask__image" onLoad={fitCanvas} />
        {/* The painting surface takes focus: the arrow keys move the brush cursor drawn over it. */}
        <canvas
          ref={canvas}
          className="fw-mask__canvas"
          tabIndex={0}
          aria-label={t('mask.canvas')}
          aria-describedby={instructionsId}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          data-testid="mask-canvas"
        />
        <span className="fw-mask__cursor" style={cursorStyle} aria-hidden="true" />
      </div>
      <p id={instructionsId} className="fw-field__hint">
        {t('mask.instructions')}
      </p>
      <p className="fw-visually-hidden" aria-live="polite" data-testid="mask-status">
        {t('mask.position', {
          x: percent(cursor.x, dims.width),
          y: percent(cursor.y, dims.height),
          size,
          tool: erase ? t('mask.eraser') : t('mask.brush'),
          strokes: mask.strokes.length,
        })}
      </p>
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
        <Button size="sm" variant={erase ? 'secondary' : 'ghost'} aria-pressed={erase} onClick={() => setErase(!erase)}>
          {t('mask.eraser')}
        </Button>
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
        <Button
          size="sm"
          variant="ghost"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={mask.history.length === 0}
        >
          {t('mask.undo')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => dispatch({ type: 'clear' })}>
          {t('mask.clear')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t('mask.cancel')}
        </Button>
      </div>
    </div>
  );
}
