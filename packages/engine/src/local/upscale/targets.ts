import type { UpscaleTarget } from '../../types';

/** Every upscale target; '2k60' applies to videos only. */
export const UPSCALE_TARGETS: readonly UpscaleTarget[] = ['2x', '4x', '2k', '4k', '2k60'];
export const IMAGE_UPSCALE_TARGETS: readonly UpscaleTarget[] = ['2x', '4x', '2k', '4k'];

/** Output long side of the named resolutions (2K = 2560, 4K = 3840). */
const LONG_SIDE = { '2k': 2560, '4k': 3840, '2k60': 2560 } as const;

export function parseUpscaleTarget(value: unknown): UpscaleTarget | null {
  if (typeof value !== 'string') return null;
  const id = value.trim().toLowerCase();
  return (UPSCALE_TARGETS as readonly string[]).includes(id) ? (id as UpscaleTarget) : null;
}

/** The output size of a target for a source; `even` rounds to even sides (video encoders need them). */
export function targetSize(
  width: number,
  height: number,
  target: UpscaleTarget,
  even = false,
): { width: number; height: number } {
  const round = (n: number) => (even ? Math.max(2, Math.round(n / 2) * 2) : Math.max(1, Math.round(n)));
  if (target === '2x' || target === '4x') {
    const k = target === '2x' ? 2 : 4;
    return { width: round(width * k), height: round(height * k) };
  }
  const scale = LONG_SIDE[target] / Math.max(width, height);
  return { width: round(width * scale), height: round(height * scale) };
}
