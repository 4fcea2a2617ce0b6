import { describe, expect, it } from 'vitest';
import { DEFAULT_RATIO_CODE, isRatioCode, RATIO_CODES, RATIO_OPTIONS, ratioFromCode } from './ratio';

describe('ratioFromCode', () => {
  it('maps the five picker codes', () => {
    expect(RATIO_OPTIONS.map((o) => [o.code, o.label])).toEqual([
      [5, '3:4'],
      [6, '4:3'],
      [3, '9:16'],
      [4, '16:9'],
      [1, '1:1'],
    ]);
  });

  it('maps the extra codes 8 to 15 to distinct numeric ratios', () => {
    const extra = [8, 9, 10, 11, 12, 13, 14, 15].map((c) => ratioFromCode(c));
    expect(extra.map((r) => r.label)).toEqual(['2:3', '3:2', '21:9', '9:21', '4:5', '5:4', '1:2', '2:1']);
    expect(new Set(extra.map((r) => r.value)).size).toBe(8);
    expect(ratioFromCode(10).value).toBeCloseTo(21 / 9);
  });

  it('gives value = width / height', () => {
    for (const code of RATIO_CODES) {
      const r = ratioFromCode(code);
      expect(r.code).toBe(code);
      expect(r.value).toBe(r.width / r.height);
    }
    expect(ratioFromCode(3).value).toBe(9 / 16);
  });

  it.each([0, 2, 7, 16, -1, 1.5, Number.NaN, '4', null, undefined])('maps unknown %s to 1:1', (code) => {
    expect(ratioFromCode(code)).toEqual({ code: DEFAULT_RATIO_CODE, label: '1:1', width: 1, height: 1, value: 1 });
    expect(isRatioCode(code)).toBe(false);
  });
});
