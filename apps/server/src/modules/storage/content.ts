import sharp from 'sharp';

/** The file types uploads may have, recognised by their bytes, never by name or declared type. */
export const CONTENT_TYPES = {
  png: { mime: 'image/png', kind: 'image', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', kind: 'image', extensions: ['jpg', 'jpeg'] },
  webp: { mime: 'image/webp', kind: 'image', extensions: ['webp'] },
  mp4: { mime: 'video/mp4', kind: 'video', extensions: ['mp4'] },
  quicktime: { mime: 'video/quicktime', kind: 'video', extensions: ['mov'] },
} as const satisfies Record<string, { mime: string; kind: 'image' | 'video'; extensions: readonly string[] }>;
export type ContentType = keyof typeof CONTENT_TYPES;
export type ImageType = {
  [T in ContentType]: (typeof CONTENT_TYPES)[T]['kind'] extends 'image' ? T : never;
}[ContentType];

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
// QuickTime files written before the ftyp box existed start with one of these atoms.
const LEGACY_QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'pnot']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.subarray(start, end)).toString('latin1');
}

/** The content type the leading bytes show, or undefined for anything else (HTML, SVG, GIF, archives...). */
export function sniffContentType(bytes: Uint8Array): ContentType | undefined {
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12) {
    const box = ascii(bytes, 4, 8);
    if (box === 'ftyp') {
      const brand = ascii(bytes, 8, 12);
      if (brand === 'qt  ') return 'quicktime';
      if (MP4_BRANDS.has(brand)) return 'mp4';
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
