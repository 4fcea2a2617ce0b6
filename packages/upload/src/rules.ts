/** Upload rules: accepted types, size and pixel limits per kind of upload. */

export const MB = 1024 * 1024;
/** Default largest upload (images and other files). */
export const UPLOAD_MAX_BYTES = 5 * MB;
/** Largest video; a variable, because longer conversions are a subscriber feature and may raise it. */
export const VIDEO_MAX_BYTES = 30 * MB;
/** Largest audio file (lip-sync voice tracks); the server's STORAGE_MAX_AUDIO_MB default. */
export const AUDIO_MAX_BYTES = 20 * MB;
/** Style reference images only steer the look, so they get a tighter limit than uploads in general. */
export const STYLE_IMAGE_MAX_BYTES = 2 * MB;
/** Images wider or taller than this are refused (2048 x 2048). */
export const IMAGE_MAX_SIDE = 2048;
export const AVATAR_MAX_SIDE = 4096;
/**
 * Largest picked picture the browser is asked to decode and fit; anything the size of a phone or camera photo
 * passes, only files too big to decode safely on a phone are refused.
 */
export const FIT_MAX_INPUT_BYTES = 50 * MB;

const IMAGE_EXTENSIONS = ['.png', '.jpeg', '.jpg'] as const;
const AVATAR_EXTENSIONS = [...IMAGE_EXTENSIONS, '.webp'] as const;
/** The MIME types matching the extensions, used when a blob has no file name. */
const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
const AVATAR_MIME_TYPES = [...IMAGE_MIME_TYPES, 'image/webp'] as const;
/** Types the browser decodes and re-encodes as JPEG (or PNG) before upload: the server stores neither. */
const IMAGE_CONVERT_EXTENSIONS = ['.webp', '.heic', '.heif'] as const;
const IMAGE_CONVERT_MIME_TYPES = ['image/webp', 'image/heic', 'image/heif'] as const;
/** Converted types the texts name: HEIC is tried too, but only some browsers (Safari) can read it. */
const IMAGE_CONVERT_LISTED = ['.webp'] as const;
/** MP4 and QuickTime (.mov) videos. */
const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime'] as const;
const VIDEO_EXTENSIONS = ['.mp4', '.mov'] as const;
const AUDIO_EXTENSIONS = ['.mp3', '.wav', '.m4a'] as const;
/** MP3, WAV and M4A under every name browsers give them (Safari and Windows differ). */
const AUDIO_MIME_TYPES = [
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/mp4',
  'audio/x-m4a',
  'audio/m4a',
] as const;

export interface ImageRules {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxBytes: number;
  /** Largest accepted width or height in px (what a fitted picture is scaled down to). */
  maxSide: number;
  /** Picked as well, and converted in the browser (the upload control only). */
  convertExtensions: readonly string[];
  convertMimeTypes: readonly string[];
}

export interface VideoRules {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxBytes: number;
}

export interface AudioRules {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxBytes: number;
}

/** What one upload control accepts: images, videos, both, or audio. */
export interface UploadRules {
  image: ImageRules | null;
  video: VideoRules | null;
  audio: AudioRules | null;
}

const image: ImageRules = {
  extensions: IMAGE_EXTENSIONS,
  mimeTypes: IMAGE_MIME_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  maxSide: IMAGE_MAX_SIDE,
  convertExtensions: IMAGE_CONVERT_EXTENSIONS,
  convertMimeTypes: IMAGE_CONVERT_MIME_TYPES,
};
const video: VideoRules = { extensions: VIDEO_EXTENSIONS, mimeTypes: VIDEO_MIME_TYPES, maxBytes: VIDEO_MAX_BYTES };
const audio: AudioRules = { extensions: AUDIO_EXTENSIONS, mimeTypes: AUDIO_MIME_TYPES, maxBytes: AUDIO_MAX_BYTES };

export const UPLOAD_PROFILES = {
  image: { image, video: null, audio: null },
  avatar: {
    image: {
      ...image,
      extensions: AVATAR_EXTENSIONS,
      mimeTypes: AVATAR_MIME_TYPES,
      maxSide: AVATAR_MAX_SIDE,
      convertExtensions: [],
      convertMimeTypes: [],
    },
    video: null,
    audio: null,
  },
  styleImage: { image: { ...image, maxBytes: STYLE_IMAGE_MAX_BYTES }, video: null, audio: null },
  video: { image: null, video, audio: null },
  media: { image, video, audio: null },
  audio: { image: null, video: null, audio },
} as const satisfies Record<string, UploadRules>;

export type UploadProfile = keyof typeof UPLOAD_PROFILES;

export interface UploadRuleOverrides {
  maxImageBytes?: number;
  maxVideoBytes?: number;
  maxAudioBytes?: number;
  maxImageSide?: number;
}

/** A profile's rules with the variable limits replaced (e.g. the video limit the server configures). */
export function uploadRules(profile: UploadProfile, overrides: UploadRuleOverrides = {}): UploadRules {
  const base: UploadRules = UPLOAD_PROFILES[profile];
  return {
    image: base.image && {
      ...base.image,
      maxBytes: overrides.maxImageBytes ?? base.image.maxBytes,
      maxSide: overrides.maxImageSide ?? base.image.maxSide,
    },
    video: base.video && { ...base.video, maxBytes: overrides.maxVideoBytes ?? base.video.maxBytes },
    audio: base.audio && { ...base.audio, maxBytes: overrides.maxAudioBytes ?? base.audio.maxBytes },
  };
}

/** The file input's accept attribute: extensions and MIME types, so pickers filter on either. */
export function acceptAttribute(rules: UploadRules): string {
  const parts = [
    ...(rules.image
      ? [
          ...rules.image.extensions,
          ...rules.image.convertExtensions,
          ...rules.image.mimeTypes,
          ...rules.image.convertMimeTypes,
        ]
      : []),
    ...(rules.video ? [...rules.video.extensions, ...rules.video.mimeTypes] : []),
    ...(rules.audio ? [...rules.audio.extensions, ...rules.audio.mimeTypes] : []),
  ];
  return [...new Set(parts)].join(',');
}

/** '.png .jpeg .jpg' -> 'PNG/JPEG/JPG' for the texts. */
export function typeList(extensions: readonly string[]): string {
  return extensions.map((ext) => ext.replace(/^\./, '').toUpperCase()).join('/');
}

/** The image types a text names: the stored ones and the converted ones every browser reads (PNG/JPEG/JPG/WEBP). */
export function imageTypeList(rules: ImageRules): string {
  const listed = rules.convertExtensions.filter((ext) => (IMAGE_CONVERT_LISTED as readonly string[]).includes(ext));
  return typeList([...rules.extensions, ...listed]);
}

/** Bytes as whole megabytes for the texts (5 MB, 30 MB); fractions keep one decimal. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10;
}
