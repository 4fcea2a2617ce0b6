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
