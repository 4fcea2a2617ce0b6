import { describe, expect, it } from 'vitest';
import {
  canPan,
  clampView,
  fitScale,
  fitView,
  formatSize,
  MAX_SCALE,
  panBy,
  panKey,
  pinchOf,
  pinchView,
  scaleBounds,
  visibleRect,
  wheelFactor,
  zoomAt,
  zoomKey,
} from './view-math';

// A 4x upscale of 1024×768 shown on a 1000×600 stage.
const image = { width: 4096, height: 3072 };
const stage = { width: 1000, height: 600 };
const fit = 600 / 3072;

/** Where a picture point lands on the stage in a view. */
const onStage = (view: { x: number; y: number; scale: number }, px: number, py: number) => ({
  x: view.x + px * view.scale,
  y: view.y + py * view.scale,
});

/** The picture covers the stage or, where it is smaller, sits centred in it: never lost off an edge. */
function expectInBounds(view: { x: number; y: number; scale: number }) {
  const w = image.width * view.scale;
  const h = image.height * view.scale;
  if (w <= stage.width) expect(view.x).toBeCloseTo((stage.width - w) / 2);
  else {
    expect(view.x).toBeLessThanOrEqual(0);
    expect(view.x + w).toBeGreaterThanOrEqual(stage.width - 1e-9);
  }
  if (h <= stage.height) expect(view.y).toBeCloseTo((stage.height - h) / 2);
  else {
    expect(view.y).toBeLessThanOrEqual(0);
    expect(view.y + h).toBeGreaterThanOrEqual(stage.height - 1e-9);
  }
}

describe('fit and bounds', () => {
  it('fits the whole picture, centred', () => {
    expect(fitScale(image, stage)).toBeCloseTo(fit);
    const view = fitView(image, stage);
    expect(view.scale).toBeCloseTo(fit);
    expect(view.y).toBeCloseTo(0);
    expect(view.x).toBeCloseTo((1000 - 4096 * fit) / 2);
  });

  it('zooms out no further than the whole picture and in no further than 800 %', () => {
    expect(scaleBounds(image, stage)).toEqual({ min: fit, max: MAX_SCALE });
    expect(clampView({ scale: 0.01, x: 0, y: 0 }, image, stage).scale).toBeCloseTo(fit);
    expect(clampView({ scale: 50, x: 0, y: 0 }, image, stage).scale).toBe(MAX_SCALE);
  });

  it('lets a picture smaller than the stage be seen at 100 % and at its fit size', () => {
    const small = { width: 200, height: 100 };
    expect(scaleBounds(small, stage)).toEqual({ min: 1, max: MAX_SCALE });
    expect(fitView(small, stage)).toEqual({ scale: 5, x: 0, y: 50 });
  });

  it('falls back to 100 % while nothing is measured', () => {
    expect(fitScale({ width: 0, height: 0 }, stage)).toBe(1);
    expect(fitScale(image, { width: 0, height: 600 })).toBe(1);
  });

  it('never lets the picture be panned off the stage', () => {
    for (const scale of [fit, 0.5, 1, 3]) {
      for (const [x, y] of [
        [10_000, 10_000],
        [-10_000, -10_000],
        [300, -50],
      ] as const) {
        expectInBounds(clampView({ scale, x, y }, image, stage));
      }
    }
  });

  it('knows when a drag has anything to pan', () => {
    expect(canPan(fitView(image, stage), image, stage)).toBe(false);
    expect(canPan({ scale: 1, x: 0, y: 0 }, image, stage)).toBe(true);
  });
});

describe('zoom', () => {
  it('keeps the picture point under the anchor in place', () => {
    const start = { scale: 1, x: -1000, y: -1000 };
    const anchor = { x: 400, y: 300 };
    const px = (anchor.x - start.x) / start.scale;
    const py = (anchor.y - start.y) / start.scale;
    const next = zoomAt(start, 2, anchor, image, stage);
    expect(next.scale).toBe(2);
    expect(onStage(next, px, py).x).toBeCloseTo(anchor.x);
    expect(onStage(next, px, py).y).toBeCloseTo(anchor.y);
  });

  it('stays within bounds when zooming around a corner', () => {
    const next = zoomAt(fitView(image, stage), 1, { x: 0, y: 0 }, image, stage);
    expect(next.scale).toBe(1);
    expectInBounds(next);
    expect(zoomAt(next, 100, { x: 500, y: 300 }, image, stage).scale).toBe(MAX_SCALE);
    expect(zoomAt(next, 0.001, { x: 500, y: 300 }, image, stage)).toEqual(fitView(image, stage));
  });

  it('turns wheel steps into zoom factors: in for up, out for down, lines and pages as pixels', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1);
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48));
    // A huge delta (a fast flick) is capped so one event cannot jump the whole range.
    expect(wheelFactor(1, 2)).toBeCloseTo(wheelFactor(200));
  });

  it('pinches around the fingers: spreading them twice as far doubles the scale', () => {
    const start = { scale: 1, x: -500, y: -500 };
    const from = pinchOf({ x: 300, y: 300 }, { x: 500, y: 300 });
    expect(from).toEqual({ mid: { x: 400, y: 300 }, distance: 200 });
    const to = pinchOf({ x: 200, y: 300 }, { x: 600, y: 300 });
    const next = pinchView(start, from, to, image, stage);
    expect(next.scale).toBe(2);
    // The picture point that was between the fingers is still between them.
    expect(onStage(next, 900, 800)).toEqual({ x: 400, y: 300 });
    expectInBounds(next);
  });

  it('pans with a pinch whose fingers move together', () => {
    const start = { scale: 1, x: -500, y: -500 };
    const from = pinchOf({ x: 300, y: 300 }, { x: 500, y: 300 });
    const to = pinchOf({ x: 350, y: 320 }, { x: 550, y: 320 });
    expect(pinchView(start, from, to, image, stage)).toEqual({ scale: 1, x: -450, y: -480 });
  });
});

describe('pan', () => {
  it('moves a zoomed picture and stops at its edges', () => {
    const start = { scale: 1, x: -1000, y: -1000 };
    expect(panBy(start, 100, -50, image, stage)).toEqual({ scale: 1, x: -900, y: -1050 });
    expect(panBy(start, 5000, 5000, image, stage)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(panBy(start, -9000, -9000, image, stage)).toEqual({ scale: 1, x: 1000 - 4096, y: 600 - 3072 });
  });

  it('does not move a picture that fits', () => {
    const view = fitView(image, stage);
    expect(panBy(view, 200, 200, image, stage)).toEqual(view);
  });

  it('pans by a tenth of the stage with Alt and an arrow, showing more of that side', () => {
    expect(panKey('ArrowLeft', stage)).toEqual({ dx: 100, dy: 0 });
    expect(panKey('ArrowRight', stage)).toEqual({ dx: -100, dy: 0 });
    expect(panKey('ArrowUp', stage)).toEqual({ dx: 0, dy: 60 });
    expect(panKey('ArrowDown', stage)).toEqual({ dx: 0, dy: -60 });
    expect(panKey('Home', stage)).toBeNull();
  });
});

describe('keys and labels', () => {
  it('maps the zoom keys', () => {
    expect(zoomKey('+')).toBe('in');
    expect(zoomKey('=')).toBe('in');
    expect(zoomKey('-')).toBe('out');
    expect(zoomKey('0')).toBe('fit');
    expect(zoomKey('1')).toBe('actual');
    expect(zoomKey('ArrowLeft')).toBeNull();
  });

  it('formats resolutions as width×height', () => {
    expect(formatSize({ width: 4096, height: 3072 })).toBe('4096×3072');
  });
});

describe('visible part of the picture', () => {
  it('is the picture when it fits, and the whole stage when it is larger', () => {
    const fitted = fitView(image, stage);
    const rect = visibleRect(fitted, image, stage);
    expect(rect.left).toBeCloseTo(fitted.x);
    expect(rect.right).toBeCloseTo(fitted.x + 4096 * fit);
    expect(rect.top).toBe(0);
    expect(rect.bottom).toBeCloseTo(600);
    expect(visibleRect({ scale: 1, x: -1000, y: -1000 }, image, stage)).toEqual({
      left: 0,
      right: 1000,
      top: 0,
      bottom: 600,
    });
  });

  it('leaves out the margin above and below a wide picture', () => {
    const wide = { width: 2000, height: 500 };
    expect(visibleRect(fitView(wide, stage), wide, stage)).toEqual({ left: 0, right: 1000, top: 175, bottom: 425 });
  });
});
