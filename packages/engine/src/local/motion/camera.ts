import type { MoveType } from '../../types';
import { createRandom } from '../media/random';

/** Every camera motion the local engine renders. */
export const MOVE_TYPES: readonly MoveType[] = [
  'zoom_in',
  'zoom_out',
  'pan_left',
  'pan_right',
  'pan_up',
  'pan_down',
  'orbit',
  'static',
];

/** 'Zoom-In', 'zoom in' and 'zoom_in' all name the same move; anything else is not a move type. */
export function parseMoveType(value: unknown): MoveType | null {
  if (typeof value !== 'string') return null;
  const id = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (MOVE_TYPES as readonly string[]).includes(id) ? (id as MoveType) : null;
}

/**
 * Where the camera looks at one instant, on the "canvas": the source scaled to cover the output at zoom 1
 * (canvasWidth x canvasHeight output pixels, at least the output size). The view is output/zoom canvas pixels wide,
 * centred on (cx, cy) in canvas pixels.
 */
export interface CameraPose {
  zoom: number;
  cx: number;
  cy: number;
}

export interface CameraPathOptions {
  move: MoveType;
  /** Motion speed 1 (slow) to 10 (fast); 5 is the default pace. */
  speed: number;
  durationS: number;
  seed: number;
  outputWidth: number;
  outputHeight: number;
  canvasWidth: number;
  canvasHeight: number;
  /** Hand-held wobble, 0 (tripod) to 1; seeded so the same seed shakes the same way. Default 0.5. */
  jitter?: number;
}

/** Zoom never goes past this: beyond it a source of output size turns to mush. */
const MAX_ZOOM = 1.8;
/** Zoom gained per second at speed 5 (zoom in / out). */
const ZOOM_PER_SECOND = 0.06;
/** Pan travel per second at speed 5, as a fraction of the output's size along the pan. */
const PAN_PER_SECOND = 0.08;
/** Wobble amplitude at jitter 1, as a fraction of the view size. */
const JITTER_AMPLITUDE = 0.006;
/** Zoom head-room that keeps the wobble inside the picture. */
const JITTER_ZOOM = 1.02;

const easeInOut = (t: number) => 0.5 - 0.5 * Math.cos(Math.PI * Math.min(1, Math.max(0, t)));

/** Smooth seeded noise in [-1, 1]: three incommensurate sines with random phases. */
function wobble(seed: number, stream: string): (seconds: number) => number {
  const rnd = createRandom(seed, stream);
  const waves = [0.23, 0.41, 0.67].map((f) => ({ f: f * (0.8 + 0.4 * rnd()), p: rnd() * Math.PI * 2 }));
  return (s) => waves.reduce((sum, w) => sum + Math.sin(2 * Math.PI * w.f * s + w.p), 0) / waves.length;
}

/** Keeps the view inside the canvas (no empty borders ever show). */
export function clampPose(pose: CameraPose, o: CameraPathOptions): CameraPose {
  const zoom = Math.max(1, pose.zoom);
  const halfW = o.outputWidth / (2 * zoom);
  const halfH = o.outputHeight / (2 * zoom);
  return {
    zoom,
    cx: Math.min(o.canvasWidth - halfW, Math.max(halfW, pose.cx)),
    cy: Math.min(o.canvasHeight - halfH, Math.max(halfH, pose.cy)),
  };
}

/** The zoom at which a view of the output's size can travel `distance` canvas pixels along an axis. */
function zoomForTravel(distance: number, outputSize: number, canvasSize: number): number {
  const room = canvasSize - distance;
  if (room <= 0) return MAX_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(1, outputSize / room));
}

/**
 * The camera's pose at time t (0..1 of the clip) for a move type, speed and duration. Motion eases in and out;
 * a seeded wobble rides on top so two seeds give two takes of the same move.
 */
export function cameraPath(o: CameraPathOptions): (t: number) => CameraPose {
  const pace = Math.min(10, Math.max(1, o.speed)) / 5;
  const jitter = Math.min(1, Math.max(0, o.jitter ?? 0.5));
  const midX = o.canvasWidth / 2;
  const midY = o.canvasHeight / 2;
  const wx = wobble(o.seed, 'x');
  const wy = wobble(o.seed, 'y');
  const wz = wobble(o.seed, 'z');
  const base = jitter > 0 ? JITTER_ZOOM : 1;
  const zoomRange = Math.min(MAX_ZOOM / base - 1, ZOOM_PER_SECOND * pace * o.durationS);

  let path: (t: number) => CameraPose;
  switch (o.move) {
    case 'zoom_in':
      path = (t) => ({ zoom: base * (1 + zoomRange * easeInOut(t)), cx: midX, cy: midY });
      break;
    case 'zoom_out':
      path = (t) => ({ zoom: base * (1 + zoomRange * (1 - easeInOut(t))), cx: midX, cy: midY });
      break;
    case 'pan_left':
    case 'pan_right': {
      const travel = PAN_PER_SECOND * pace * o.durationS * o.outputWidth;
      const zoom = zoomForTravel(travel, o.outputWidth, o.canvasWidth) * base;
      const room = Math.max(0, o.canvasWidth - o.outputWidth / zoom);
      const span = Math.min(travel, room);
      const dir = o.move === 'pan_right' ? 1 : -1;
      path = (t) => ({ zoom, cx: midX + dir * span * (easeInOut(t) - 0.5), cy: midY });
      break;
    }
    case 'pan_up':
    case 'pan_down': {
      const travel = PAN_PER_SECOND * pace * o.durationS * o.outputHeight;
      const zoom = zoomForTravel(travel, o.outputHeight, o.canvasHeight) * base;
      const room = Math.max(0, o.canvasHeight - o.outputHeight / zoom);
      const span = Math.min(travel, room);
      const dir = o.move === 'pan_down' ? 1 : -1;
      path = (t) => ({ zoom, cx: midX, cy: midY + dir * span * (easeInOut(t) - 0.5) });
      break;
    }
    case 'orbit': {
      // A circle around the centre with a slow zoom breath: the 2D stand-in for circling the subject.
      const zoom = 1.18 * base;
      const rx = (o.canvasWidth - o.outputWidth / zoom) / 2;
      const ry = (o.canvasHeight - o.outputHeight / zoom) / 2;
      const turns = Math.min(1.5, Math.max(0.25, (0.08 * pace * o.durationS) / 1));
      const phase = createRandom(o.seed, 'orbit')() * Math.PI * 2;
      path = (t) => {
        const a = phase + 2 * Math.PI * turns * t;
        return {
          zoom: zoom * (1 + 0.04 * Math.sin(a * 2)),
          cx: midX + 0.85 * rx * Math.cos(a),
          cy: midY + 0.85 * ry * Math.sin(a),
        };
      };
      break;
    }
    case 'static':
      path = () => ({ zoom: base, cx: midX, cy: midY });
      break;
  }

  return (t) => {
    const pose = path(t);
    const seconds = t * o.durationS;
    const amp = JITTER_AMPLITUDE * jitter;
    return clampPose(
      {
        zoom: pose.zoom * (1 + (amp / 2) * wz(seconds)),
        cx: pose.cx + amp * (o.outputWidth / pose.zoom) * wx(seconds),
        cy: pose.cy + amp * (o.outputHeight / pose.zoom) * wy(seconds),
      },
      o,
    );
  };
}

/** The largest zoom a path reaches, sampled: decides how much detail the working image must keep. */
export function peakZoom(path: (t: number) => CameraPose, samples = 64): number {
  let peak = 1;
  for (let i = 0; i <= samples; i++) peak = Math.max(peak, path(i / samples).zoom);
  return peak;
}
