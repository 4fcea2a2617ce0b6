import type { Options as LibraryOptions } from 'browser-image-compression';
import { fileExtension, replaceExtension } from './file-type';
import { isAbortError } from './retry';

/** Compressor defaults. */
export const COMPRESSION_QUALITY = 0.8;
/** Largest width and height of an image compressed for upload. */
export const UPLOAD_MAX_DIMENSION = 1000;
/** PNGs larger than this many bytes become JPEGs: photos saved as PNG are the usual cause. */
export const PNG_TO_JPEG_THRESHOLD = 5_000_000;

export interface CompressOptions {
  quality?: number;
  /** Largest width or height in px; leave out to keep the size (uploads pass UPLOAD_MAX_DIMENSION). */
  maxWidthOrHeight?: number;
  pngToJpegAbove?: number;
  signal?: AbortSignal;
  /** 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** Every failure's compression list; each code is a key of the `compression` text group. */
export type CompressionErrorCode = 'notBlob' | 'notImage' | 'unsupported' | 'readFailed' | 'loadFailed' | 'aborted';

export class CompressionError extends Error {
  readonly code: CompressionErrorCode;

  constructor(code: CompressionErrorCode, options?: { cause?: unknown }) {
    super(`image compression failed: ${code}`, options);
    this.name = 'CompressionError';
    this.code = code;
  }
}

/** The library's options for one file: quality 0.8, no EXIF, PNG to JPEG above the threshold, no web worker. */
export function compressionSettings(file: Blob, options: CompressOptions = {}): LibraryOptions {
  const settings: LibraryOptions = {
    initialQuality: options.quality ?? COMPRESSION_QUALITY,
    preserveExif: false,
    // The worker would load the library from a public CDN at run time; the main thread needs no network.
    useWebWorker: false,
  };
  if (options.maxWidthOrHeight !== undefined) settings.maxWidthOrHeight = options.maxWidthOrHeight;
  if (file.type === 'image/png' && file.size > (options.pngToJpegAbove ?? PNG_TO_JPEG_THRESHOLD)) {
    settings.fileType = 'image/jpeg';
  }
  if (options.signal) settings.signal = options.signal;
  if (options.onProgress) settings.onProgress = options.onProgress;
  return settings;
}

/** Canvas with 2D context and blob export, and FileReader: what the compressor draws and reads with. */
function canCompressImages(): boolean {
  if (typeof document === 'undefined' || typeof FileReader === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return typeof canvas.toBlob === 'function' && Boolean(canvas.getContext('2d'));
  } catch {
    return false;
  }
}

/** The library rejects with its own Error texts or with the DOM event of a failed read or image load. */
export function toCompressionError(err: unknown, signal?: AbortSignal): CompressionError {
  if (err instanceof CompressionError) return err;
  if (signal?.aborted || isAbortError(err)) return new CompressionError('aborted', { cause: err });
  if (typeof Event !== 'undefined' && err instanceof Event) {
    const reader = typeof FileReader !== 'undefined' && err.target instanceof FileReader;
    if (err.type === 'abort') return new CompressionError('aborted', { cause: err });
    return new CompressionError(reader ? 'readFailed' : 'loadFailed', { cause: err });
  }
  const message = err instanceof Error ? err.message : String(err);
  if (/not an instance of Blob or File/i.test(message)) return new CompressionError('notBlob', { cause: err });
  if (/not an image/i.test(message)) return new CompressionError('notImage', { cause: err });
  if (/getContext|OffscreenCanvas|not supported|is not a function|is not defined/i.test(message)) {
    return new CompressionError('unsupported', { cause: err });
  }
  if (/FileReader|read/i.test(message)) return new CompressionError('readFailed', { cause: err });
  return new CompressionError('loadFailed', { cause: err });
}

export interface CompressDeps {
  compress: (file: File, options: LibraryOptions) => Promise<Blob>;
  supported: () => boolean;
}

// The compressor library (~18 KB gzip) is fetched by the first compression, not with the screen that uploads.
const browserDeps: CompressDeps = {
  compress: (file, options) => import('browser-image-compression').then((module) => module.default(file, options)),
  supported: canCompressImages,
};

/**
 * Compresses an image file or blob. Anything else is refused with a CompressionError; so is a
 * browser without canvas support, a file that cannot be read or decoded, and a cancelled run. The result keeps
 * the name, with .jpg when a large PNG became a JPEG.
 */
export async function compressImage(
  input: unknown,
  options: CompressOptions = {},
  deps: CompressDeps = browserDeps,
): Promise<File> {
  if (!(input instanceof Blob)) throw new CompressionError('notBlob');
  if (!/^image\//i.test(input.type)) throw new CompressionError('notImage');
  if (!deps.supported()) throw new CompressionError('unsupported');
  if (options.signal?.aborted) throw new CompressionError('aborted', { cause: options.signal.reason });

  const name = input instanceof File && input.name ? input.name : `image.${fileExtension({ type: input.type })}`;
  const file = input instanceof File ? input : new File([input], name, { type: input.type });
  const settings = compressionSettings(file, options);
  let output: Blob;
  try {
    output = await deps.compress(file, settings);
  } catch (err) {
    throw toCompressionError(err, options.signal);
  }
  const type = output.type || settings.fileType || file.type;
  const outName = settings.fileType === 'image/jpeg' ? replaceExtension(name, 'jpg') : name;
  return new File([output], outName, { type, lastModified: file.lastModified });
}
