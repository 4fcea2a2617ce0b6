import { fileExtension, type MediaKind, mediaKind, nameExtension } from './file-type';
import { measureImage } from './image-dimension';
import { FIT_MAX_INPUT_BYTES, type ImageRules, imageTypeList, megabytes, typeList, type UploadRules } from './rules';

/** Why a file was refused before upload; each code is a key of the upload namespace's `errors` group. */
export type UploadRuleCode =
  | 'imageType'
  | 'videoType'
  | 'mediaType'
  | 'audioType'
  | 'fileTooLarge'
  | 'videoTooLarge'
  | 'audioTooLarge'
  | 'imageTooLarge'
  | 'imageLoadFailed';

/** A refused file: `code` picks the text, `values` fills it (types, size). */
export class UploadRuleError extends Error {
  readonly code: UploadRuleCode;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(code: UploadRuleCode, values: Record<string, string | number> = {}, options?: { cause?: unknown }) {
    super(`upload refused: ${code}`, options);
    this.name = 'UploadRuleError';
    this.code = code;
    this.values = values;
  }
}

interface ValidateOptions {
  /** Measures an image; the browser's decoder by default. */
  measure?: (file: Blob) => Promise<{ width: number; height: number }>;
  /**
   * The caller fits pictures (the upload control): images are checked by type, converted types included, and by
   * the decoding limit only; their pixels and bytes are the fitting's business.
   */
  fit?: boolean;
}

function typeError(rules: UploadRules, fit = false): UploadRuleError {
  const imageTypes = (image: ImageRules | null) =>
    !image ? '' : fit ? imageTypeList(image) : typeList(image.extensions);
  if (rules.audio && !rules.image && !rules.video) {
    return new UploadRuleError('audioType', { types: typeList(rules.audio.extensions) });
  }
  if (rules.image && rules.video) {
    return new UploadRuleError('mediaType', {
      imageTypes: imageTypes(rules.image),
      videoTypes: typeList(rules.video.extensions),
    });
  }
  if (rules.video) return new UploadRuleError('videoType', { types: typeList(rules.video.extensions) });
  return new UploadRuleError('imageType', { types: imageTypes(rules.image) });
}

/** Image by its name's extension; a blob without a name by its MIME type. Converted types only when fitting. */
function acceptsImage(file: File | Blob, rules: UploadRules, fit: boolean): boolean {
  if (!rules.image) return false;
  const extensions = fit ? [...rules.image.extensions, ...rules.image.convertExtensions] : rules.image.extensions;
  const mimeTypes = fit ? [...rules.image.mimeTypes, ...rules.image.convertMimeTypes] : rules.image.mimeTypes;
  const name = 'name' in file ? file.name : undefined;
  const ext = nameExtension(name);
  if (ext) return extensions.includes(`.${ext}`) && !file.type.startsWith('video/');
  return mimeTypes.includes(file.type.toLowerCase());
}

/** Video by MIME type; when the browser gave none (some .mov files), by extension. */
function acceptsVideo(file: File | Blob, rules: UploadRules): boolean {
  if (!rules.video) return false;
  const type = file.type.toLowerCase();
  if (type) return rules.video.mimeTypes.includes(type);
  return rules.video.extensions.includes(`.${fileExtension({ name: 'name' in file ? file.name : '', type })}`);
}

/**
 * Audio by its name's extension (browsers name the same format differently, and the server checks the bytes);
 * a blob without a name by its MIME type.
 */
function acceptsAudio(file: File | Blob, rules: UploadRules): boolean {
  if (!rules.audio) return false;
  const ext = nameExtension('name' in file ? file.name : undefined);
  if (ext) return rules.audio.extensions.includes(`.${ext}`);
  return rules.audio.mimeTypes.includes(file.type.toLowerCase());
}

/**
 * Checks a picked file against the rules, in the order a user can act on: type, size, then pixel size (which
 * needs the image decoded). Resolves with the file's kind; rejects with an UploadRuleError.
 */
export async function validateUpload(
  file: File | Blob,
  rules: UploadRules,
  options: ValidateOptions = {},
): Promise<MediaKind> {
  const kind = mediaKind({ name: 'name' in file ? file.name : undefined, type: file.type });
  if (kind === 'video' && acceptsVideo(file, rules) && rules.video) {
    if (file.size > rules.video.maxBytes) {
      throw new UploadRuleError('videoTooLarge', { size: megabytes(rules.video.maxBytes) });
    }
    return 'video';
  }
  if (kind === 'audio' && acceptsAudio(file, rules) && rules.audio) {
    if (file.size > rules.audio.maxBytes) {
      throw new UploadRuleError('audioTooLarge', { size: megabytes(rules.audio.maxBytes) });
    }
    return 'audio';
  }
  const fit = options.fit === true;
  if (kind !== 'image' || !acceptsImage(file, rules, fit) || !rules.image) throw typeError(rules, fit);
  if (fit) {
    if (file.size > FIT_MAX_INPUT_BYTES)
      throw new UploadRuleError('fileTooLarge', { size: megabytes(FIT_MAX_INPUT_BYTES) });
    return 'image';
  }
  if (file.size > rules.image.maxBytes) {
    throw new UploadRuleError('fileTooLarge', { size: megabytes(rules.image.maxBytes) });
  }
  const measure = options.measure ?? measureImage;
  let size: { width: number; height: number };
  try {
    size = await measure(file);
  } catch (err) {
    // Undecodable data (a .png that is really something else) reads as a failed image load.
    throw new UploadRuleError('imageLoadFailed', {}, { cause: err });
  }
  if (size.width > rules.image.maxSide || size.height > rules.image.maxSide) {
    throw new UploadRuleError('imageTooLarge', { size: rules.image.maxSide });
  }
  return 'image';
}
