import { randomInt } from 'node:crypto';

/** Seeds stay within a signed 32-bit integer. */
const MAX_SEED = 2_147_483_647;

/** The job's seed, or a fresh random one for -1 (and any other negative or non-integer value). */
export function resolveSeed(seed: number): number {
  if (Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED) return seed;
  return randomInt(0, MAX_SEED);
}

/** FNV-1a: a stable 32-bit hash of a string, used to turn words into hues and seeds into streams. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded generator of floats in [0, 1) (mulberry32): same seed, same sequence, on every platform. */
export function createRandom(seed: number, stream = ''): () => number {
  let a = (seed ^ hashString(stream)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
