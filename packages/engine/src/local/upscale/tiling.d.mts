export interface TileSpan {
  start: number;
  size: number;
}

/** Splits a length into overlapping tiles (see tiling.mjs). */
export function planTiles(length: number, tile: number, overlap: number): TileSpan[];

/** Per-pixel blend weights of one tile along one axis, at `scale` times the input size. */
export function tileWeights(tiles: readonly TileSpan[], index: number, scale: number): Float32Array;
