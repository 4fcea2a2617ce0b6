import { useTranslation } from '@framewise/i18n';
import { cx, LazyImage } from '@framewise/ui-kit';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { clampPercent, keyStep, percentAt } from '../compare/divider';
import { CompareIcon } from './icons';
import './tools.css';

interface CompareSliderProps {
  /** The source picture (left of the divider). */
  before: string;
  /** The result (right of the divider). */
  after: string;
  /** Where the divider starts, 0 to 100 (percent from the left). */
  initial?: number;
  /** Width over height of the pictures, e.g. 16 / 9; the result's when left out. */
  aspectRatio?: number;
  className?: string;
}

/**
 * A before/after comparison (brand: upscale results use one): the result fills the frame and the source shows
 * left of a divider the user drags, or moves with the keyboard (arrows 1 %, Shift or Page keys 10 %, Home / End).
 */
export function CompareSlider({ before, after, initial = 50, aspectRatio, className }: CompareSliderProps) {
  const { t } = useTranslation('tools');
  const [position, setPosition] = useState(clampPercent(initial));
  const frame = useRef<HTMLDivElement>(null);
  /** The pointer moving the divider and where the divider was when it went down (null: no drag). */
  const drag = useRef<{ pointerId: number; from: number } | null>(null);

  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(percentAt(clientX, { left: box.left, right: box.left + box.width }));
  };

  // One pointer drags (a second finger is ignored). The frame lets the page scroll vertically (touch-action: pan-y):
  // when a finger's move turns out to be a scroll, the browser cancels the pointer and the divider goes back.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, from: position };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) moveTo(event.clientX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setPosition(drag.current.from);
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyStep(event.key, event.shiftKey, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(clampPercent(next));
  };

  return (
    <div
      ref={frame}
      className={cx('fw-compare', className)}
      style={aspectRatio ? { aspectRatio: String(aspectRatio) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      data-testid="compare-slider"
    >
      <LazyImage className="fw-compare__layer" src={after} alt={t('compare.after')} fit="contain" />
      <div className="fw-compare__before" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <LazyImage className="fw-compare__layer" src={before} alt={t('compare.before')} fit="contain" />
      </div>
      <span className="fw-compare__tag fw-compare__tag--before" aria-hidden="true">
        {t('compare.before')}
      </span>
      <span className="fw-compare__tag fw-compare__tag--after" aria-hidden="true">
        {t('compare.after')}
      </span>
      <div
        className="fw-compare__divider"
        style={{ left: `${position}%` }}
        role="slider"
        tabIndex={0}
        aria-label={t('compare.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position)}
        aria-valuetext={t('compare.valueText', { percent: Math.round(position) })}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        <span className="fw-compare__handle">
          <CompareIcon />
        </span>
      </div>
    </div>
  );
}
