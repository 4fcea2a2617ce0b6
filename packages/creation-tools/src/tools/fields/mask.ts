/**
 * The mask image of the brush: painted pixels (any alpha) become white, the rest black, so the engine reads the
 * painted region as "moves". Works on raw RGBA bytes, without colour values.
 */
export function maskPixels(painted: Uint8ClampedArray): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(painted.length);
  for (let i = 0; i < painted.length; i += 4) {
    const on = (painted[i + 3] ?? 0) > 0 ? 255 : 0;
    out[i] = on;
    out[i + 1] = on;
    out[i + 2] = on;
    out[i + 3] = 255;
  }
  return out;
}

/** True when nothing was painted (an empty mask is no mask). */
export function isBlank(painted: Uint8ClampedArray): boolean {
  for (let i = 3; i < painted.length; i += 4) if ((painted[i] ?? 0) > 0) return false;
  return true;
}

export interface MaskPoint {
  x: number;
  y: number;
}

/** One stroke in the image's own pixels: a dot (one point) or a line through its points; erasing ones clear. */
export interface MaskStroke {
  points: MaskPoint[];
  /** Brush diameter in image pixels. */
  size: number;
  erase: boolean;
}

/** The painting as a list of strokes (so it can be undone and rendered at the image's size), with its history. */
interface MaskState {
  strokes: readonly MaskStroke[];
  /** Earlier stroke lists, newest last: undo goes back one step (a stroke, or a clear). */
  history: readonly (readonly MaskStroke[])[];
}

type MaskAction =
  | { type: 'begin'; stroke: MaskStroke }
  | { type: 'extend'; point: MaskPoint }
  | { type: 'clear' }
  | { type: 'undo' };

export const EMPTY_MASK: MaskState = { strokes: [], history: [] };

/** Undo goes back this many steps at most, so a long session keeps a bounded history. */
export const MASK_HISTORY_MAX = 50;

function remember(state: MaskState): MaskState['history'] {
  return [...state.history, state.strokes].slice(-MASK_HISTORY_MAX);
}

export function maskReducer(state: MaskState, action: MaskAction): MaskState {
  switch (action.type) {
    case 'begin':
      return { strokes: [...state.strokes, action.stroke], history: remember(state) };
    case 'extend': {
      const last = state.strokes[state.strokes.length - 1];
      if (!last) return state;
      const extended = { ...last, points: [...last.points, action.point] };
      return { ...state, strokes: [...state.strokes.slice(0, -1), extended] };
    }
    case 'clear':
      return state.strokes.length === 0 ? state : { strokes: [], history: remember(state) };
    case 'undo': {
      const previous = state.history[state.history.length - 1];
      return previous ? { strokes: previous, history: state.history.slice(0, -1) } : state;
    }
  }
}

/** Squared distance from p to the segment a-b. */
function distanceSq(p: MaskPoint, a: MaskPoint, b: MaskPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  const x = a.x + t * dx - p.x;
  const y = a.y + t * dy - p.y;
  return x * x + y * y;
}

/**
 * The strokes as painted RGBA pixels of a width x height image (alpha 255 where painted, 0 elsewhere), in order:
 * an erasing stroke clears what earlier ones painted. A pixel counts when its centre is under the brush.
 */
export function rasterizeStrokes(strokes: readonly MaskStroke[], width: number, height: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  for (const stroke of strokes) {
    const r = stroke.size / 2;
    const rSq = r * r;
    const segments =
      stroke.points.length === 1
        ? [[stroke.points[0], stroke.points[0]] as const]
        : stroke.points.slice(1).map((p, i) => [stroke.points[i], p] as const);
    const alpha = stroke.erase ? 0 : 255;
    for (const [a, b] of segments) {
      if (!a || !b) continue;
      const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - r));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + r));
      const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - r));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + r));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          if (distanceSq({ x: x + 0.5, y: y + 0.5 }, a, b) <= rSq) {
            const i = (y * width + x) * 4;
            out[i] = alpha;
            out[i + 1] = alpha;
            out[i + 2] = alpha;
            out[i + 3] = alpha;
          }
        }
      }
    }
  }
  return out;
}

/** The keyboard cursor's step in image pixels: 2 % of the shorter side, 10 % with Shift. */
export function cursorStep(width: number, height: number, big: boolean): number {
  return Math.max(1, Math.round(Math.min(width, height) * (big ? 0.1 : 0.02)));
}

const ARROWS: Readonly<Record<string, MaskPoint>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The cursor after an arrow key, kept on the image; null for any other key. */
export function movedCursor(
  cursor: MaskPoint,
  key: string,
  size: { width: number; height: number },
  big: boolean,
): MaskPoint | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = cursorStep(size.width, size.height, big);
  return {
    x: Math.max(0, Math.min(size.width - 1, cursor.x + direction.x * step)),
    y: Math.max(0, Math.min(size.height - 1, cursor.y + direction.y * step)),
  };
}
