import { describe, expect, it } from 'vitest';
import { type CameraPathOptions, cameraPath, MOVE_TYPES, parseMoveType, peakZoom } from './camera';

const base: Omit<CameraPathOptions, 'move'> = {
  speed: 5,
  durationS: 5,
  seed: 1,
  outputWidth: 1280,
  outputHeight: 720,
  canvasWidth: 1600,
  canvasHeight: 900,
};

function inside(o: CameraPathOptions, t: number) {
  const p = cameraPath(o)(t);
  const halfW = o.outputWidth / (2 * p.zoom);
  const halfH = o.outputHeight / (2 * p.zoom);
  return (
    p.zoom >= 1 &&
    p.cx - halfW >= -1e-9 &&
    p.cx + halfW <= o.canvasWidth + 1e-9 &&
    p.cy - halfH >= -1e-9 &&
    p.cy + halfH <= o.canvasHeight + 1e-9
  );
}

describe('cameraPath', () => {
  it.each(MOVE_TYPES)('%s keeps the view inside the picture at every instant and speed', (move) => {
    for (const speed of [1, 5, 10]) {
      for (let i = 0; i <= 40; i++) expect(inside({ ...base, move, speed, jitter: 1 }, i / 40)).toBe(true);
    }
  });

  it('zooms in and out, and faster with a higher speed', () => {
    const zin = cameraPath({ ...base, move: 'zoom_in', jitter: 0 });
    const zout = cameraPath({ ...base, move: 'zoom_out', jitter: 0 });
    expect(zin(1).zoom).toBeGreaterThan(zin(0).zoom + 0.2);
    expect(zout(1).zoom).toBeLessThan(zout(0).zoom - 0.2);
    const fast = cameraPath({ ...base, move: 'zoom_in', jitter: 0, speed: 10 });
    expect(fast(1).zoom).toBeGreaterThan(zin(1).zoom);
  });

  it('pans in the named direction', () => {
    const at = (move: CameraPathOptions['move']) => cameraPath({ ...base, move, jitter: 0 });
    expect(at('pan_left')(1).cx).toBeLessThan(at('pan_left')(0).cx);
    expect(at('pan_right')(1).cx).toBeGreaterThan(at('pan_right')(0).cx);
    expect(at('pan_up')(1).cy).toBeLessThan(at('pan_up')(0).cy);
    expect(at('pan_down')(1).cy).toBeGreaterThan(at('pan_down')(0).cy);
  });

  it('wobbles the same way for the same seed and differently for another', () => {
    const a = cameraPath({ ...base, move: 'static', seed: 5 });
    const b = cameraPath({ ...base, move: 'static', seed: 5 });
    const c = cameraPath({ ...base, move: 'static', seed: 6 });
    expect(a(0.3)).toEqual(b(0.3));
    expect(a(0.3)).not.toEqual(c(0.3));
    const still = cameraPath({ ...base, move: 'static', jitter: 0 });
    expect(still(0.3)).toEqual(still(0.9));
  });

  it('reports the deepest zoom of a path', () => {
    expect(peakZoom(cameraPath({ ...base, move: 'zoom_in', jitter: 0 }))).toBeCloseTo(1.3, 2);
  });
});

describe('parseMoveType', () => {
  it('accepts spelling variants and rejects unknown moves', () => {
    expect(parseMoveType('Zoom-In')).toBe('zoom_in');
    expect(parseMoveType('pan left')).toBe('pan_left');
    expect(parseMoveType('barrel_roll')).toBeNull();
    expect(parseMoveType(3)).toBeNull();
  });
});
