import { nameExtension, replaceExtension } from './file-type';
import { type ImageRules, imageTypeList } from './rules';
import { UploadRuleError } from './validate';

/**
 * Fitting a picked picture to what a tool and the server take: scaled down (aspect ratio kept) to the longest side
 * allowed, re-encoded as JPEG or PNG when the server would refuse its type (WebP, HEIC) or its bytes, and left
 * untouched when it already fits. The math and the type decisions are pure; the pixels go through an ImageCodec
 * (the browser's canvas by default).
 */

export interface PixelSize {
  width: number;
  height: number;
}

interface FitLimits {
  /** Longest side in px. */
  maxSide: number;
  maxBytes: number;
}

/** Types the server stores as they are; anything else the browser decodes becomes one of them. */
export const FIT_OUTPUT_TYPES = ['image/jpeg', 'image/png'] as const;
export type FitOutputType = (typeof FIT_OUTPUT_TYPES)[number];

/** JPEG qualities tried in turn until the bytes fit: near-lossless first, as the engines work from these pixels. */
export const FIT_JPEG_QUALITIES = [0.92, 0.85, 0.75, 0.6] as const;
/** Each further round shrinks the sides by this factor when even the lowest quality is too many bytes. */
const FIT_SHRINK_STEP = 0.8;
const MAX_SHRINK_ROUNDS = 8;

/** The size inside maxSide x maxSide with the same aspect ratio; never enlarged, never below 1 px. */
export function fitSize(size: PixelSize, maxSide: number): PixelSize {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(size.width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(size.height * scale))),
  };
}

/**
 * The encoding a re-encoded picture gets: PNG stays PNG (drawings, masks and cut-outs keep their edges and
 * transparency), JPEG stays JPEG, and other types (WebP, HEIC) become JPEG unless they have transparency.
 */
export function fitOutputType(sourceType: string, hasAlpha: boolean): FitOutputType {
  const type = sourceType.toLowerCase();
  if (type === 'image/png') return 'image/png';
  if (type === 'image/jpeg' || type === 'image/jpg') return 'image/jpeg';
  return hasAlpha ? 'image/png' : 'image/jpeg';
}

/** Whether the server takes these bytes as they are (type, sides, size). */
export function fitsAsIs(file: Blob, size: PixelSize, limits: FitLimits): boolean {
  const type = file.type.toLowerCase();
  return (
    (FIT_OUTPUT_TYPES as readonly string[]).includes(type) &&
    Math.max(size.width, size.height) <= limits.maxSide &&
    file.size <= limits.maxBytes
  );
}

/** The encodings tried, in order, for one size: PNG first when it is PNG, then JPEG (opaque only) by quality. */
export function encodingPlan(type: FitOutputType, hasAlpha: boolean): Array<{ type: FitOutputType; quality?: number }> {
  const jpegs = FIT_JPEG_QUALITIES.map((quality) => ({ type: 'image/jpeg' as const, quality }));
  if (type === 'image/png') return hasAlpha ? [{ type }] : [{ type }, ...jpegs];
  return jpegs;
}

/** A decoded picture, upright (EXIF orientation applied), that can be drawn at another size. */
export interface DecodedImage extends PixelSize {
  /** Whether any pixel is less than opaque. */
  hasAlpha(): boolean;
  encode(size: PixelSize, type: FitOutputType, quality?: number): Promise<Blob>;
  close(): void;
}

export interface ImageCodec {
  /** Rejects when the browser cannot read the file. */
  decode(file: Blob): Promise<DecodedImage>;
}

export interface FitResult {
  /** What to upload: the picked file itself when it fit, else the re-encoded picture. */
  file: File;
  original: PixelSize;
  fitted: PixelSize;
  /** The sides were reduced (not only re-encoded). */
  resized: boolean;
}

function fittedName(name: string, sourceType: string, type: FitOutputType): string {
  if (sourceType.toLowerCase() === type) return name;
  return replaceExtension(name, type === 'image/png' ? 'png' : 'jpg');
}

/**
 * Fits a picture to the limits. Rejects with the codec's error when it cannot be decoded; otherwise always
 * resolves, shrinking further when no encoding of the fitted size is small enough.
 */
export async function fitImage(file: File, limits: FitLimits, codec: ImageCodec): Promise<FitResult> {
  const image = await codec.decode(file);
  try {
    const original = { width: image.width, height: image.height };
    if (fitsAsIs(file, original, limits)) return { file, original, fitted: original, resized: false };

    const alpha = image.hasAlpha();
    const type = fitOutputType(file.type, alpha);
    const plan = encodingPlan(type, alpha);
    let size = fitSize(original, limits.maxSide);
    for (let round = 0; round < MAX_SHRINK_ROUNDS; round += 1) {
      for (const step of plan) {
        const blob = await image.encode(size, step.type, step.quality);
        if (blob.size <= limits.maxBytes) {
          const out = new File([blob], fittedName(file.name, file.type, step.type), {
            type: step.type,
            lastModified: file.lastModified,
          });
          const resized = size.width !== original.width || size.height !== original.height;
          return { file: out, original, fitted: size, resized };
        }
      }
      size = fitSize(size, Math.floor(Math.max(size.width, size.height) * FIT_SHRINK_STEP));
    }
    throw new Error(`no encoding of ${file.name} fits ${limits.maxBytes} bytes`);
  } finally {
    image.close();
  }
}

/** A type the server does not store, which the browser has to read and convert (WebP, HEIC). */
function isConverted(file: File, rules: ImageRules): boolean {
  const ext = nameExtension(file.name);
  return (
    (ext !== '' && rules.convertExtensions.includes(`.${ext}`)) ||
    rules.convertMimeTypes.includes(file.type.toLowerCase())
  );
}

/**
 * Fits a picked picture to an upload control's image rules. What the browser cannot read is refused with the
 * upload texts: a converted type (HEIC outside Safari) as a wrong type, a PNG or JPEG as an image that failed to load.
 */
export async function fitForUpload(file: File, rules: ImageRules, codec: ImageCodec): Promise<FitResult> {
  try {
    return await fitImage(file, { maxSide: rules.maxSide, maxBytes: rules.maxBytes }, codec);
  } catch (err) {
    if (isConverted(file, rules))
      throw new UploadRuleError('imageType', { types: imageTypeList(rules) }, { cause: err });
    throw new UploadRuleError('imageLoadFailed', {}, { cause: err });
  }
}
