import { RATIO_OPTIONS } from '@framewise/contracts/routes';

/** An aspect-ratio choice of the crop dialog: value, label 'w:h', width and height. */
export interface AspectRatioPreset {
  value: number | string;
  label: string;
  width: number;
  height: number;
}

/** The product's ratio picker options (3:4, 4:3, 9:16, 16:9, 1:1), valued by their ratio codes. */
export const DEFAULT_ASPECT_PRESETS: readonly AspectRatioPreset[] = RATIO_OPTIONS.map((o) => ({
  value: o.code,
  label: o.label,
  width: o.width,
  height: o.height,
}));

/** The square preset: the crop default, and the avatar's only choice. */
export const SQUARE_PRESET: AspectRatioPreset = { value: 1, label: '1:1', width: 1, height: 1 };

/** A preset from 'w:h' ('16:9'); undefined for anything else. */
export function presetFromLabel(label: string, value: number | string = label): AspectRatioPreset | undefined {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(label.trim());
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!(width > 0 && height > 0)) return undefined;
  return { value, label: `${match[1]}:${match[2]}`, width, height };
}

/** width / height, the cropper's aspect ratio. */
export function presetRatio(preset: AspectRatioPreset): number {
  return preset.width / preset.height;
}
