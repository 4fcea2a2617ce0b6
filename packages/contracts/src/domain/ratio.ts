/**
 * Aspect-ratio codes. The five picker options come first, in the picker's order; codes 8 to 15 are
 * the extra numeric ratios (chosen here: 2:3, 3:2, 21:9, 9:21, 4:5, 5:4, 1:2, 2:1); any other code reads as 1 (1:1).
 */
const RATIO_TABLE = {
  1: [1, 1],
  3: [9, 16],
  4: [16, 9],
  5: [3, 4],
  6: [4, 3],
  8: [2, 3],
  9: [3, 2],
  10: [21, 9],
  11: [9, 21],
  12: [4, 5],
  13: [5, 4],
  14: [1, 2],
  15: [2, 1],
} as const satisfies Record<number, readonly [number, number]>;

export type RatioCode = keyof typeof RATIO_TABLE;

export const RATIO_CODES = Object.keys(RATIO_TABLE).map(Number) as RatioCode[];
export const DEFAULT_RATIO_CODE: RatioCode = 1;

export interface RatioOption {
  code: RatioCode;
  /** 'w:h' as shown in the picker. */
  label: string;
  width: number;
  height: number;
  /** width / height. */
  value: number;
}

export function isRatioCode(code: unknown): code is RatioCode {
  return typeof code === 'number' && Object.hasOwn(RATIO_TABLE, code);
}

/** The ratio for a code; unknown codes (and non-numbers) map to code 1. */
export function ratioFromCode(code: unknown): RatioOption {
  const c = isRatioCode(code) ? code : DEFAULT_RATIO_CODE;
  const [width, height] = RATIO_TABLE[c];
  return { code: c, label: `${width}:${height}`, width, height, value: width / height };
}

/** The picker's options in order: 3:4, 4:3, 9:16, 16:9, 1:1. */
export const RATIO_OPTIONS: readonly RatioOption[] = ([5, 6, 3, 4, 1] as const).map((c) => ratioFromCode(c));
