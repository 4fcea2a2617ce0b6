import { describe, expect, it } from 'vitest';
import { clampPercent, dividerX, keyStep, percentAt } from './divider';

describe('keyStep', () => {
  it('moves 1 per arrow, 10 with Shift or the Page keys, and to the edges with Home and End', () => {
    expect(keyStep('ArrowRight', false, 40)).toBe(41);
    expect(keyStep('ArrowUp', false, 40)).toBe(41);
    expect(keyStep('ArrowLeft', false, 40)).toBe(39);
    expect(keyStep('ArrowDown', false, 40)).toBe(39);
    expect(keyStep('ArrowRight', true, 40)).toBe(50);
    expect(keyStep('ArrowLeft', true, 40)).toBe(30);
    expect(keyStep('PageUp', false, 40)).toBe(50);
    expect(keyStep('PageDown', false, 40)).toBe(30);
    expect(keyStep('Home', false, 40)).toBe(0);
    expect(keyStep('End', false, 40)).toBe(100);
  });

  it('ignores keys that are not movements', () => {
    expect(keyStep('a', false, 40)).toBeNull();
    expect(keyStep('+', false, 40)).toBeNull();
    expect(keyStep('Enter', true, 40)).toBeNull();
  });
});

describe('divider position', () => {
  it('keeps positions between 0 and 100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(105)).toBe(100);
    expect(clampPercent(42.5)).toBe(42.5);
  });

  it('reads a pointer as a share of the span, clamped to its edges', () => {
    const span = { left: 100, right: 500 };
    expect(percentAt(200, span)).toBe(25);
    expect(percentAt(500, span)).toBe(100);
    expect(percentAt(20, span)).toBe(0);
    expect(percentAt(900, span)).toBe(100);
  });

  it('keeps the middle when the span has no width (nothing measured yet)', () => {
    expect(percentAt(10, { left: 0, right: 0 })).toBe(50);
  });

  it('places the divider back where the pointer was', () => {
    const span = { left: 100, right: 500 };
    expect(dividerX(25, span)).toBe(200);
    expect(dividerX(percentAt(321, span), span)).toBeCloseTo(321);
    expect(dividerX(150, span)).toBe(500);
  });
});
