import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { percentAt } from './divider';
import {
  canPan,
  type Pinch,
  type Point,
  panBy,
  pinchOf,
  pinchView,
  type Size,
  type View,
  visibleRect,
  wheelFactor,
  zoomAt,
} from './view-math';

/** What the gestures read each time: the view as drawn, the picture's and the stage's size. */
export interface StageState {
  view: View;
  image: Size;
  stage: Size;
}

interface GestureTarget {
  ref: RefObject<HTMLElement | null>;
  /** The current state, null until both the picture and the stage are measured. */
  state: RefObject<StageState | null>;
  setView(view: View): void;
  setPercent(percent: number): void;
}

type Gesture =
  | { kind: 'divider' }
  | { kind: 'pan'; from: Point; start: View }
  | { kind: 'pinch'; from: Pinch; start: View };

/** A pointer's position in stage coordinates. */
function localPoint(el: HTMLElement | null, event: { clientX: number; clientY: number }): Point {
  const box = el?.getBoundingClientRect();
  return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
}

/**
 * Pointer, touch and wheel input of the compare stage. One pointer moves the divider when the whole picture is in
 * view (or when it starts on the divider) and pans a zoomed picture; two pointers pinch-zoom and pan; the wheel
 * zooms around the pointer. Pointer events cover mouse, pen and touch alike; the stage sets touch-action: none.
 */
export function useStageGestures({ ref, state, setView, setPercent }: GestureTarget) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const [panning, setPanning] = useState(false);

  const local = (event: { clientX: number; clientY: number }) => localPoint(ref.current, event);

  const begin = (next: Gesture | null) => {
    gesture.current = next;
    setPanning(next?.kind === 'pan' || next?.kind === 'pinch');
  };

  const twoFingers = (): Pinch | null => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? pinchOf(a, b) : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const current = state.current;
    if (!current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const pinch = twoFingers();
    if (pinch) {
      begin({ kind: 'pinch', from: pinch, start: current.view });
      return;
    }
    const onDivider = event.target instanceof Element && event.target.closest('[role="slider"]');
    if (onDivider || !canPan(current.view, current.image, current.stage)) {
      begin({ kind: 'divider' });
      setPercent(percentAt(point.x, visibleRect(current.view, current.image, current.stage)));
    } else {
      begin({ kind: 'pan', from: point, start: current.view });
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = state.current;
    const active = gesture.current;
    if (!current || !active || !pointers.current.has(event.pointerId)) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const { image, stage } = current;
    if (active.kind === 'divider') {
      setPercent(percentAt(point.x, visibleRect(current.view, image, stage)));
    } else if (active.kind === 'pan') {
      setView(panBy(active.start, point.x - active.from.x, point.y - active.from.y, image, stage));
    } else {
      const pinch = twoFingers();
      if (pinch) setView(pinchView(active.start, active.from, pinch, image, stage));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    const [rest] = [...pointers.current.values()];
    const current = state.current;
    // Lifting one finger of a pinch carries on as a pan from where the other one is, without a jump.
    if (rest && current && gesture.current?.kind === 'pinch') begin({ kind: 'pan', from: rest, start: current.view });
    else if (!rest) begin(null);
  };

  // React's wheel listener is passive; zooming has to stop the page (and the browser) from scrolling.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      const current = state.current;
      if (!current) return;
      event.preventDefault();
      const { view, image, stage } = current;
      const anchor = localPoint(el, event);
      setView(zoomAt(view, view.scale * wheelFactor(event.deltaY, event.deltaMode), anchor, image, stage));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [ref, state, setView]);

  return {
    panning,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
