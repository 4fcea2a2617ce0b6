import sharp from 'sharp';

/** The file types uploads may have, recognised by their bytes, never by name or declared type. */
export const CONTENT_TYPES = {
  png: { mime: 'image/png', kind: 'image', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', kind: 'image', extensions: ['jpg', 'jpeg'] },
  webp: { mime: 'image/webp', kind: 'image', extensions: ['webp'] },
  mp4: { mime: 'video/mp4', kind: 'video', extensions: ['mp4'] },
  quicktime: { mime: 'video/quicktime', kind: 'video', extensions: ['mov'] },
  mp3: { mime: 'audio/mpeg', kind: 'audio', extensions: ['mp3'] },
  wav: { mime: 'audio/wav', kind: 'audio', extensions: ['wav'] },
  m4a: { mime: 'audio/mp4', kind: 'audio', extensions: ['m4a'] },
} as const satisfies Record<string, { mime: string; kind: MediaKind; extensions: readonly string[] }>;
export type MediaKind = 'image' | 'video' | 'audio';
export type ContentType = keyof typeof CONTENT_TYPES;
type TypeOfKind<K extends MediaKind> = {
  [T in ContentType]: (typeof CONTENT_TYPES)[T]['kind'] extends K ? T : never;
}[ContentType];
export type ImageType = TypeOfKind<'image'>;
export type AudioType = TypeOfKind<'audio'>;

// Other names browsers and SDKs give the same formats (a COS upload keeps the browser's Content-Type).
const MIME_ALIASES: Readonly<Record<string, ContentType>> = {
  'image/jpg': 'jpeg',
  'audio/mp3': 'mp3',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a',
};

/** Other MIME names of a content type. */
export function mimeAliasesOf(type: ContentType): string[] {
  return Object.entries(MIME_ALIASES)
    .filter(([, t]) => t === type)
    .map(([mime]) => mime);
}

/** The content type a MIME type names, aliases included; parameters (`; codecs=...`) are ignored. */
export function contentTypeOfMime(mime: string): ContentType | undefined {
  const bare = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  const direct = (Object.keys(CONTENT_TYPES) as ContentType[]).find((t) => CONTENT_TYPES[t].mime === bare);
  return direct ?? MIME_ALIASES[bare];
}

/** The usual file extension of a stored MIME type (aliases included), or undefined for any other type. */
export function extensionOfMime(mime: string): string | undefined {
  const type = contentTypeOfMime(mime);
  return type ? CONTENT_TYPES[type].extensions[0] : undefined;
}

// ISO base media brands of MP4 files (phones, cameras, encoders). HEIF/AVIF images share the container and are
// left out on purpose: they are not accepted uploads.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
  'dash',
  'XAVC',
  'f4v ',
]);
/**
 * Brands of audio-only MPEG-4 files (iTunes audio and audiobooks). Many recorders write an audio-only file with a
 * generic brand (isom, mp42) instead: the bytes cannot tell it from a video, so sniffing says 'mp4' and the upload
 * check asks ffprobe when such a file is named .m4a (see resolveIsoAudio).
 */
const M4A_BRANDS = new Set(['M4A ', 'M4B ']);
// QuickTime files written before the ftyp box existed start with one of these atoms.
const LEGACY_QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'pnot']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.subarray(start, end)).toString('latin1');
}

/** The compatible brands listed in an ftyp box (after major brand and minor version), within the bytes given. */
function compatibleBrands(bytes: Uint8Array): string[] {
  const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0));
  const brands: string[] = [];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * An MPEG audio frame header (MPEG-1, 2 or 2.5, Layer III): 11 sync bits, then no reserved version, a real layer,
 * a bitrate index other than 'bad' and a sample rate index other than 'reserved'. JPEG (FF D8) and ADTS AAC
 * (layer bits 00) fail it.
 */
function isMp3Frame(bytes: Uint8Array, at: number): boolean {
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer === 0b01 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** The content type the leading bytes show, or undefined for anything else (HTML, SVG, GIF, archives...). */
export function sniffContentType(bytes: Uint8Array): ContentType | undefined {
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 12);
    if (form === 'WEBP') return 'webp';
    if (form === 'WAVE') return 'wav';
    return undefined;
  }
  // An ID3v2 tag (version 2 to 4) in front of MP3 frames, or a bare first frame.
  if (bytes.length >= 10 && ascii(bytes, 0, 3) === 'ID3' && (bytes[3] ?? 0) >= 2 && (bytes[3] ?? 0) <= 4) {
    return 'mp3';
  }
  if (bytes.length >= 4 && isMp3Frame(bytes, 0)) return 'mp3';
  if (bytes.length >= 12) {
    const box = ascii(bytes, 4, 8);
    if (box === 'ftyp') {
      const majorBrand = ascii(bytes, 8, 12);
      if (majorBrand === 'qt  ') return 'quicktime';
      if (M4A_BRANDS.has(majorBrand)) return 'm4a';
      if (MP4_BRANDS.has(majorBrand)) {
        // A generic major brand that lists only audio brands besides the generic ones is an audio file too.
        const compatible = compatibleBrands(bytes).filter((b) => !MP4_BRANDS.has(b) || b === 'avc1' || b === 'M4V ');
        return compatible.length > 0 && compatible.every((b) => M4A_BRANDS.has(b)) ? 'm4a' : 'mp4';
      }
      return undefined;
    }
    if (LEGACY_QUICKTIME_ATOMS.has(box)) return 'quicktime';
  }
  return undefined;
}

/** The content type a file extension stands for ('jpg' and 'jpeg' both mean jpeg). */
export function contentTypeOfExtension(ext: string): ContentType | undefined {
  const lower = ext.toLowerCase();
  return (Object.keys(CONTENT_TYPES) as ContentType[]).find((t) =>
    (CONTENT_TYPES[t].extensions as readonly string[]).includes(lower),
  );
}

export type ImageCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: 'unreadable' | 'tooLarge'; width?: number; height?: number };

/**
 * Reads the image's header first and refuses sides over maxSide before any pixel is decoded, so a small file that
 * claims a huge canvas (a pixel bomb) costs nothing; then decodes it fully under sharp's pixel limit to prove the
 * file is a whole, readable image of the sniffed format.
 */
export async function checkImage(bytes: Buffer, type: ImageType, maxSide: number): Promise<ImageCheck> {
  let width: number;
  let height: number;
  try {
    // metadata() reads only the header; without lifting sharp's default pixel cap it would throw on bombs before
    // telling their size, and the answer should name the real reason.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== type) return { ok: false, reason: 'unreadable' };
    width = meta.width;
    height = meta.height;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!(width > 0 && height > 0)) return { ok: false, reason: 'unreadable' };
  if (width > maxSide || height > maxSide) return { ok: false, reason: 'tooLarge', width, height };
  try {
    // stats() decodes every pixel but returns only a few numbers; truncated or corrupt data fails here.
    await sharp(bytes, { limitInputPixels: maxSide * maxSide }).stats();
  } catch {
    return { ok: false, reason: 'unreadable', width, height };
  }
  return { ok: true, width, height };
}
