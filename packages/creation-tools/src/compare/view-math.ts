/**
 * The geometry of the compare view, kept pure so it can be tested without a layout engine. Coordinates are CSS
 * pixels of the stage (the box the pictures show in); the picture is the result at its natural size, drawn with its
 * top-left corner at (x, y) and scaled by `scale` (1 = one picture pixel per CSS pixel, "100%").
 */
import type { Span } from './divider';

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface View extends Point {
  scale: number;
}

/** The deepest zoom: 800 %, enough to inspect single pixels of a 4K result. */
export const MAX_SCALE = 8;
/** One press of + or - (or a zoom button) multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.25;
/** An arrow key with Alt pans by this share of the stage. */
const PAN_STEP = 0.1;

const clampTo = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const valid = (size: Size) => size.width > 0 && size.height > 0;

/** The scale at which the whole picture fits the stage. */
export function fitScale(image: Size, stage: Size): number {
  if (!valid(image) || !valid(stage)) return 1;
  return Math.min(stage.width / image.width, stage.height / image.height);
}

/** How far one can zoom: out to the whole picture (or 100 % for a picture smaller than the stage), in to 800 %. */
export function scaleBounds(image: Size, stage: Size): { min: number; max: number } {
  const fit = fitScale(image, stage);
  return { min: Math.min(fit, 1), max: Math.max(MAX_SCALE, fit) };
}

/** One axis: a picture smaller than the stage is centred; a larger one always covers the stage (no empty edge). */
function clampOffset(offset: number, content: number, stage: number): number {
  if (content <= stage) return (stage - content) / 2;
  return clampTo(offset, stage - content, 0);
}

/** The view brought within bounds: scale within scaleBounds, and the picture never panned off the stage. */
export function clampView(view: View, image: Size, stage: Size): View {
  const { min, max } = scaleBounds(image, stage);
  const scale = clampTo(view.scale, min, max);
  return {
    scale,
    x: clampOffset(view.x, image.width * scale, stage.width),
    y: clampOffset(view.y, image.height * scale, stage.height),
  };
}

/** The whole picture, centred. */
export function fitView(image: Size, stage: Size): View {
  return clampView({ scale: fitScale(image, stage), x: 0, y: 0 }, image, stage);
}

/** Zooms to `scale` keeping the picture point under `anchor` (a stage point) where it is. */
export function zoomAt(view: View, scale: number, anchor: Point, image: Size, stage: Size): View {
  const { min, max } = scaleBounds(image, stage);
  const next = clampTo(scale, min, max);
  const px = (anchor.x - view.x) / view.scale;
  const py = (anchor.y - view.y) / view.scale;
  return clampView({ scale: next, x: anchor.x - px * next, y: anchor.y - py * next }, image, stage);
}

/** The centre of the stage, the anchor of button and key zooms. */
export function centreOf(stage: Size): Point {
  return { x: stage.width / 2, y: stage.height / 2 };
}

/** Moves the picture by (dx, dy) stage pixels, within bounds. */
export function panBy(view: View, dx: number, dy: number, image: Size, stage: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, image, stage);
}

/** Whether the picture is larger than the stage, so a drag pans it rather than moving the divider. */
export function canPan(view: View, image: Size, stage: Size): boolean {
  return image.width * view.scale > stage.width + 0.5 || image.height * view.scale > stage.height + 0.5;
}

export interface Pinch {
  /** Midpoint of the two fingers, stage coordinates. */
  mid: Point;
  /** Distance between the fingers. */
  distance: number;
}

/** Two fingers: the picture point under the starting midpoint follows the midpoint and scales with the spread. */
export function pinchView(start: View, from: Pinch, to: Pinch, image: Size, stage: Size): View {
  if (from.distance <= 0) return clampView(start, image, stage);
  const { min, max } = scaleBounds(image, stage);
  const scale = clampTo(start.scale * (to.distance / from.distance), min, max);
  const px = (from.mid.x - start.x) / start.scale;
  const py = (from.mid.y - start.y) / start.scale;
  return clampView({ scale, x: to.mid.x - px * scale, y: to.mid.y - py * scale }, image, stage);
}

/** Two fingers as a pinch: their midpoint and spread. */
export function pinchOf(a: Point, b: Point): Pinch {
  return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.hypot(a.x - b.x, a.y - b.y) };
}

/** The zoom factor of one wheel event: smooth for trackpads, about one ZOOM_STEP per mouse notch. */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  // deltaMode 1 counts lines and 2 pages; a line is about 16 px, a page about 800.
  const pixels = deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 800 : 1);
  return Math.exp(-clampTo(pixels, -200, 200) * 0.0022);
}

/**
 * The part of the stage the picture covers: the divider moves across it (left to right) and runs down it (top to
 * bottom), so it never stands in the empty margin beside a fitted picture.
 */
export function visibleRect(view: View, image: Size, stage: Size): Span & { top: number; bottom: number } {
  const left = clampTo(view.x, 0, stage.width);
  const top = clampTo(view.y, 0, stage.height);
  return {
    left,
    right: clampTo(view.x + image.width * view.scale, left, stage.width),
    top,
    bottom: clampTo(view.y + image.height * view.scale, top, stage.height),
  };
}

/** Alt + an arrow: pans by PAN_STEP of the stage. Left shows more of the left side (the picture moves right). */
export function panKey(key: string, stage: Size): { dx: number; dy: number } | null {
  const sx = stage.width * PAN_STEP;
  const sy = stage.height * PAN_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: sx, dy: 0 };
    case 'ArrowRight':
      return { dx: -sx, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: sy };
    case 'ArrowDown':
      return { dx: 0, dy: -sy };
    default:
      return null;
  }
}

export type ZoomCommand = 'in' | 'out' | 'fit' | 'actual';

/** The zoom keys: + (or =) and - zoom, 0 fits the picture, 1 shows it at 100 %. */
export function zoomKey(key: string): ZoomCommand | null {
  switch (key) {
    case '+':
    case '=':
      return 'in';
    case '-':
    case '_':
      return 'out';
    case '0':
      return 'fit';
    case '1':
      return 'actual';
    default:
      return null;
  }
}

/** A size as the labels show it: 1024×768. */
export function formatSize(size: Size): string {
  return `${size.width}×${size.height}`;
}
