/**
 * The picture side of lip-sync: an "open mouth" warp of the lower third of a face box on raw RGB frames.
 * The lower lip and jaw are pushed down (fading out towards the chin), the upper lip lifts a little, and the gap
 * that opens between them is filled with a darkened lip colour. Only columns near the mouth move (the shift fades
 * out towards the mouth corners), so the opening is an ellipse. Openness 0 leaves the frame untouched.
 */
import type { FaceBox } from './faces';

interface MouthRegion {
  /** Mouth centre (the line between the lips), frame pixels. */
  cx: number;
  cy: number;
  /** Half width of the area that moves. */
  rx: number;
  /** Rows above / below the mouth line that take part in the warp. */
  up: number;
  down: number;
  /** Lower-lip drop in pixels at full loudness. */
  maxOpen: number;
}

/** Where the mouth sits in a face detector box: about 80 % down, in the lower third. */
export function mouthRegion(face: FaceBox): MouthRegion {
  return {
    cx: face.x + face.width / 2,
    cy: face.y + face.height * 0.8,
    rx: face.width * 0.26,
    up: face.height * 0.13,
    down: face.height * 0.2,
    maxOpen: face.height * 0.075,
  };
}

/** The pixel rectangle (end exclusive) the warp may change, clipped to the frame. */
export function mouthBounds(region: MouthRegion, width: number, height: number) {
  return {
    x0: Math.max(0, Math.floor(region.cx - region.rx)),
    x1: Math.min(width, Math.ceil(region.cx + region.rx)),
    y0: Math.max(0, Math.floor(region.cy - region.up)),
    y1: Math.min(height, Math.ceil(region.cy + region.down)),
  };
}

const UPPER_LIP_SHARE = 0.45;
/** How dark the inside of the mouth is relative to the lip colour. */
const INSIDE_SHADE = 0.3;
/** Soft edge (pixels) between lip and mouth opening. */
const EDGE_PX = 1.5;

function smoothstep(t: number): number {
  return t * t * (3 - 2 * t);
}

/**
 * Writes `base` with the mouth opened by `openness` (0..1) into `out` (same size, RGB24, may not alias `base`).
 */
export function renderMouth(
  base: Uint8Array,
  out: Uint8Array,
  width: number,
  height: number,
  region: MouthRegion,
  openness: number,
): void {
  out.set(base);
  if (!(openness > 0)) return;
  const { x0, x1, y0, y1 } = mouthBounds(region, width, height);
  const lineRow = Math.min(height - 1, Math.max(0, Math.floor(region.cy)));

  // Per column: how far the lower lip drops; an elliptic profile closes the opening at the mouth corners.
  const drop = new Float32Array(x1 - x0);
  for (let x = x0; x < x1; x++) {
    const dx = (x + 0.5 - region.cx) / region.rx;
    drop[x - x0] = Math.abs(dx) < 1 ? openness * region.maxOpen * Math.sqrt(1 - dx * dx) : 0;
  }

  const sample = (row: number, x: number, c: number): number => {
    const sy = Math.min(height - 1, Math.max(0, row - 0.5));
    const r0 = Math.floor(sy);
    const r1 = Math.min(height - 1, r0 + 1);
    const f = sy - r0;
    const a = base[(r0 * width + x) * 3 + c] ?? 0;
    const b = base[(r1 * width + x) * 3 + c] ?? 0;
    return a + (b - a) * f;
  };

  for (let y = y0; y < y1; y++) {
    const yc = y + 0.5;
    const below = yc >= region.cy;
    const t = below ? (yc - region.cy) / region.down : (region.cy - yc) / region.up;
    if (t >= 1) continue;
    const fade = 1 - smoothstep(t);
    for (let x = x0; x < x1; x++) {
      const j = drop[x - x0] ?? 0;
      if (j <= 0) continue;
      // Inverse mapping: which source row lands here. Below the line content moves down, above it moves up.
      const src = below ? yc - j * fade : yc + j * UPPER_LIP_SHARE * fade;
      // Depth into the opening: positive when the source row lies across the mouth line.
      const inside = below ? region.cy - src : src - region.cy;
      const edgeRow = inside > 0 ? region.cy + (below ? 0.5 : -0.5) : src;
      const alpha = inside > 0 ? Math.min(1, inside / EDGE_PX) : 0;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const lip = sample(edgeRow, x, c);
        const dark = (base[(lineRow * width + x) * 3 + c] ?? 0) * INSIDE_SHADE;
        out[o + c] = Math.round(lip + (dark - lip) * alpha);
      }
    }
  }
}
