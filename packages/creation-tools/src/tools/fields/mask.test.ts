import { describe, expect, it } from 'vitest';
import {
  cursorStep,
  EMPTY_MASK,
  isBlank,
  MASK_HISTORY_MAX,
  type MaskStroke,
  maskPixels,
  maskReducer,
  movedCursor,
  rasterizeStrokes,
} from './mask';

const alphaAt = (pixels: Uint8ClampedArray, width: number, x: number, y: number) => pixels[(y * width + x) * 4 + 3];
const dot = (x: number, y: number, size = 4, erase = false): MaskStroke => ({ points: [{ x, y }], size, erase });

describe('mask strokes', () => {
  it('paints a dot and a line under the brush only', () => {
    const painted = rasterizeStrokes(
      [
        dot(5, 5),
        {
          points: [
            { x: 0, y: 15 },
            { x: 19, y: 15 },
          ],
          size: 2,
          erase: false,
        },
      ],
      20,
      20,
    );
    expect(alphaAt(painted, 20, 5, 5)).toBe(255);
    expect(alphaAt(painted, 20, 9, 9)).toBe(0);
    expect(alphaAt(painted, 20, 10, 15)).toBe(255);
    expect(alphaAt(painted, 20, 10, 17)).toBe(0);
  });

  it('lets a later erasing stroke clear what was painted', () => {
    const painted = rasterizeStrokes([dot(5, 5, 6), dot(5, 5, 2, true)], 10, 10);
    expect(alphaAt(painted, 10, 5, 5)).toBe(0);
    expect(alphaAt(painted, 10, 3, 5)).toBe(255);
    expect(isBlank(painted)).toBe(false);
    expect(isBlank(rasterizeStrokes([dot(5, 5), dot(5, 5, 8, true)], 10, 10))).toBe(true);
  });

  it('keeps strokes off the image inside it', () => {
    const painted = rasterizeStrokes([dot(-10, -10, 30)], 8, 8);
    expect(alphaAt(painted, 8, 0, 0)).toBe(255);
    expect(painted).toHaveLength(8 * 8 * 4);
  });

  it('turns painted pixels white and the rest black', () => {
    const mask = maskPixels(rasterizeStrokes([dot(1, 1, 2)], 4, 4));
    expect([...mask.slice((1 * 4 + 1) * 4, (1 * 4 + 1) * 4 + 4)]).toEqual([255, 255, 255, 255]);
    expect([...mask.slice((3 * 4 + 3) * 4, (3 * 4 + 3) * 4 + 4)]).toEqual([0, 0, 0, 255]);
  });
});

describe('mask history', () => {
  it('undoes a stroke, then a clear, and stops at the start', () => {
    let state = maskReducer(EMPTY_MASK, { type: 'begin', stroke: dot(1, 1) });
    state = maskReducer(state, { type: 'extend', point: { x: 2, y: 2 } });
    expect(state.strokes[0]?.points).toHaveLength(2);
    state = maskReducer(state, { type: 'begin', stroke: dot(3, 3) });
    state = maskReducer(state, { type: 'clear' });
    expect(state.strokes).toEqual([]);
    state = maskReducer(state, { type: 'undo' });
    expect(state.strokes).toHaveLength(2);
    state = maskReducer(state, { type: 'undo' });
    state = maskReducer(state, { type: 'undo' });
    expect(state.strokes).toEqual([]);
    expect(maskReducer(state, { type: 'undo' })).toBe(state);
  });

  it('keeps a bounded history', () => {
    let state = EMPTY_MASK;
    for (let i = 0; i < MASK_HISTORY_MAX + 10; i++) state = maskReducer(state, { type: 'begin', stroke: dot(i, i) });
    expect(state.history).toHaveLength(MASK_HISTORY_MAX);
  });
});

describe('keyboard cursor', () => {
  const size = { width: 200, height: 100 };

  it('moves by 2 % of the shorter side, 10 % with Shift, and stays on the image', () => {
    expect(cursorStep(200, 100, false)).toBe(2);
    expect(cursorStep(200, 100, true)).toBe(10);
    expect(movedCursor({ x: 50, y: 50 }, 'ArrowRight', size, false)).toEqual({ x: 52, y: 50 });
    expect(movedCursor({ x: 50, y: 50 }, 'ArrowUp', size, true)).toEqual({ x: 50, y: 40 });
    expect(movedCursor({ x: 1, y: 99 }, 'ArrowLeft', size, true)).toEqual({ x: 0, y: 99 });
    expect(movedCursor({ x: 1, y: 99 }, 'ArrowDown', size, false)).toEqual({ x: 1, y: 99 });
    expect(movedCursor({ x: 1, y: 1 }, 'a', size, false)).toBeNull();
  });
});
