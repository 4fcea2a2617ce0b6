// Tile plan and feathered blend weights for running ESRGAN tile by tile. Plain JavaScript because the worker thread
// that uses it runs without a TypeScript loader; tiling.d.mts types it for the TypeScript side and its tests.

/**
 * Splits a length into tiles of at most `tile` pixels that overlap by at least `overlap`; the last tile is aligned to
 * the end so no tile is smaller than needed.
 * @param {number} length
 * @param {number} tile
 * @param {number} overlap
 * @returns {{ start: number, size: number }[]}
 */
export function planTiles(length, tile, overlap) {
  if (!(tile > 0) || overlap < 0 || overlap * 2 >= tile) throw new RangeError('need 0 <= overlap < tile / 2');
  if (length <= tile) return [{ start: 0, size: length }];
  const step = tile - overlap;
  const tiles = [];
  for (let start = 0; start + tile < length; start += step) tiles.push({ start, size: tile });
  const last = length - tile;
  if (tiles[tiles.length - 1].start !== last) tiles.push({ start: last, size: tile });
  return tiles;
}

/**
 * Blend weight of each output pixel of tile `index` along one axis. Where two tiles overlap, the weight ramps
 * linearly across the middle half of the overlap (the outer quarter on each side, where a tile's zero padding bends
 * the model's output, gets no weight), and the two tiles' weights add up to exactly 1 at every pixel, so the blend
 * needs no normalisation and shows no seam.
 * @param {{ start: number, size: number }[]} tiles
 * @param {number} index
 * @param {number} scale
 * @returns {Float32Array}
 */
export function tileWeights(tiles, index, scale) {
  const tile = tiles[index];
  const weights = new Float32Array(tile.size * scale);
  /** @param {number} i rising ramp of the overlap between tile i - 1 and tile i, at output position x */
  const rise = (i, x) => {
    const prev = tiles[i - 1];
    const cur = tiles[i];
    const overlap = prev.start + prev.size - cur.start;
    const a = (cur.start + overlap / 4) * scale;
    const b = (prev.start + prev.size - overlap / 4) * scale;
    if (b <= a) return x >= a ? 1 : 0;
    return Math.min(1, Math.max(0, (x - a) / (b - a)));
  };
  for (let j = 0; j < weights.length; j++) {
    const x = tile.start * scale + j + 0.5;
    const up = index > 0 ? rise(index, x) : 1;
    const down = index < tiles.length - 1 ? 1 - rise(index + 1, x) : 1;
    weights[j] = up * down;
  }
  return weights;
}
