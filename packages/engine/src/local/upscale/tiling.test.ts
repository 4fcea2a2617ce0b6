import { describe, expect, it } from 'vitest';
import { planTiles, tileWeights } from './tiling.mjs';

describe('planTiles', () => {
  it('uses one tile when the image fits', () => {
    expect(planTiles(100, 128, 16)).toEqual([{ start: 0, size: 100 }]);
  });

  it('covers the length with overlapping tiles, the last aligned to the end', () => {
    const tiles = planTiles(500, 128, 16);
    expect(tiles[0]!.start).toBe(0);
    expect(tiles.at(-1)!.start + tiles.at(-1)!.size).toBe(500);
    for (let i = 1; i < tiles.length; i++) {
      const overlap = tiles[i - 1]!.start + tiles[i - 1]!.size - tiles[i]!.start;
      expect(overlap).toBeGreaterThanOrEqual(16);
    }
  });

  it('rejects an overlap of half a tile or more', () => {
    expect(() => planTiles(500, 128, 64)).toThrow(RangeError);
  });
});

describe('tileWeights', () => {
  it.each([
    [500, 128, 16, 2],
    [301, 64, 12, 4],
    [1000, 192, 24, 3],
  ])(
    'sums to exactly 1 at every output pixel (length %i, tile %i, overlap %i, x%i)',
    (length, tile, overlap, scale) => {
      const tiles = planTiles(length, tile, overlap);
      const total = new Float64Array(length * scale);
      tiles.forEach((t, i) => {
        const w = tileWeights(tiles, i, scale);
        for (let j = 0; j < w.length; j++) total[t.start * scale + j]! += w[j]!;
      });
      for (const v of total) expect(v).toBeCloseTo(1, 6);
    },
  );

  it('gives no weight to the outer quarter of an overlap, where padding bends the model output', () => {
    const tiles = planTiles(300, 100, 20);
    const second = tileWeights(tiles, 1, 1);
    const overlap = tiles[0]!.start + tiles[0]!.size - tiles[1]!.start;
    for (let j = 0; j < Math.floor(overlap / 4); j++) expect(second[j]).toBe(0);
    expect(second[overlap]).toBe(1);
  });
});
