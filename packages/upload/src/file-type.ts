/** What a picked file is, and the extension its storage key gets. */

export type MediaKind = 'image' | 'video' | 'audio';

/** Something with an optional name and a MIME type: a File, or a Blob we named ourselves. */
interface NamedBlobLike {
  name?: string;
  type: string;
}

const NAME_EXTENSION = /\.([a-z0-9]{1,5})$/i;

/** The lower-case extension of a file name without the dot, or '' when the name has none. */
export function nameExtension(name: string | undefined): string {
  const match = name ? NAME_EXTENSION.exec(name.trim()) : null;
  return match?.[1] ? match[1].toLowerCase() : '';
}

const VIDEO_EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

/** Audio types under the names browsers give them, to the extension the server expects. */
const AUDIO_EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a',
};

/**
 * The extension a storage key gets: the file name's own, else png for PNG data and jpg for any
 * other image. Videos and audio without a name get theirs from the type, so their keys never end in .jpg.
 */
export function fileExtension(file: NamedBlobLike): string {
  const fromName = nameExtension(file.name);
  if (fromName) return fromName;
  const type = file.type.toLowerCase();
  const media = VIDEO_EXTENSION_BY_TYPE[type] ?? AUDIO_EXTENSION_BY_TYPE[type];
  if (media) return media;
  return type === 'image/png' ? 'png' : 'jpg';
}

/** Image, video or audio, by MIME type first and by extension when the browser gave no type (some .mov files). */
export function mediaKind(file: NamedBlobLike): MediaKind | null {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type) return null;
  const ext = nameExtension(file.name);
  if (['png', 'jpg', 'jpeg', 'webp', 'heic', 'heif', 'gif', 'bmp'].includes(ext)) return 'image';
  if (['mp4', 'mov'].includes(ext)) return 'video';
  if (['mp3', 'wav', 'm4a'].includes(ext)) return 'audio';
  return null;
}

/** The same file name with another extension: photo.png -> photo.jpg after PNG-to-JPEG compression. */
export function replaceExtension(name: string, ext: string): string {
  const base = NAME_EXTENSION.test(name) ? name.replace(NAME_EXTENSION, '') : name;
  return `${base || 'image'}.${ext}`;
}

/** Extensions the stores accept in a key (the server refuses any other). */
const STORAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'mp4', 'mov', 'mp3', 'wav', 'm4a'] as const;

const STORAGE_EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/webp': 'webp',
  ...VIDEO_EXTENSION_BY_TYPE,
  ...AUDIO_EXTENSION_BY_TYPE,
};

/** fileExtension, kept to what a key may end in: an unusual name extension gives way to the type's. */
export function storageExtension(file: NamedBlobLike): string {
  const ext = fileExtension(file);
  if ((STORAGE_EXTENSIONS as readonly string[]).includes(ext)) return ext;
  return STORAGE_EXTENSION_BY_TYPE[file.type.toLowerCase()] ?? 'jpg';
}
