import { describe, expect, it } from 'vitest';
import { clipTiming, numberParam, sizeForRatio } from './params';

describe('params', () => {
  it('sizes a ratio with an even short side', () => {
    expect(sizeForRatio(16 / 9, 720)).toEqual({ width: 1280, height: 720 });
    expect(sizeForRatio(9 / 16, 720)).toEqual({ width: 720, height: 1280 });
    expect(sizeForRatio(21 / 9, 100)).toEqual({ width: 234, height: 100 });
    expect(sizeForRatio(1, 95)).toEqual({ width: 96, height: 96 });
  });

  it('clamps numbers and falls back on missing or bad values', () => {
    expect(numberParam({ a: 12 }, 'a', 5, 1, 10)).toBe(10);
    expect(numberParam({ a: '3' }, 'a', 5)).toBe(3);
    expect(numberParam({ a: 'x' }, 'a', 5)).toBe(5);
    expect(numberParam({}, 'a', 5)).toBe(5);
  });

  it('derives the frame count from duration and frame rate', () => {
    expect(clipTiming({ duration: 5, frame_rate: 30 }, { maxDurationS: 60, maxFps: 60 })).toEqual({
      durationS: 5,
      fps: 30,
      frameCount: 150,
    });
    expect(clipTiming({ duration: 100, frame_rate: 120 }, { maxDurationS: 60, maxFps: 60 })).toMatchObject({
      durationS: 60,
      fps: 60,
    });
  });
});
