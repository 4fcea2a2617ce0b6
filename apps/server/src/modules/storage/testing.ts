// Files the storage tests upload: real images made by sharp, real audio and video made by ffmpeg, minimal video
// containers, and hostile inputs.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

export const pngOf = (width: number, height: number) => solid(width, height).png().toBuffer();
export const jpegOf = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
export const webpOf = (width: number, height: number) => solid(width, height).webp().toBuffer();

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** An ISO media file: ftyp with the brand, then an mdat of `dataBytes` bytes. */
export function videoOf(brand: 'isom' | 'qt  ', dataBytes = 4096): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from('isommp41')]));
  const data = Buffer.alloc(dataBytes);
  for (let i = 0; i < dataBytes; i++) data[i] = i % 251;
  return Buffer.concat([ftyp, box('mdat', data)]);
}

export const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A pixel bomb: a valid PNG header claiming width x height grey pixels, with a few hundred bytes of data that
 * would inflate to gigabytes. Decoding it fully is what the server must never try.
 */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 8)); // filter byte + row, for 8 rows only
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const execFileAsync = promisify(execFile);

/** Output options per audio file: mp3 (with an ID3 tag), wav, m4a as iTunes writes it, m4a with a generic brand. */
const AUDIO_OUTPUT = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  m4a: ['-c:a', 'aac', '-b:a', '64k', '-f', 'ipod'],
  m4aGenericBrand: ['-c:a', 'aac', '-b:a', '64k', '-f', 'mp4'],
} as const;

/** Runs ffmpeg into a temporary file and answers its bytes. */
async function ffmpegFile(args: readonly string[]): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'fw-media-'));
  try {
    const out = join(dir, 'out');
    await execFileAsync('ffmpeg', ['-v', 'error', '-y', ...args, out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A real audio file made by ffmpeg: a tone of `seconds`, mono 22.05 kHz. */
export function audioOf(format: keyof typeof AUDIO_OUTPUT, seconds = 1): Promise<Buffer> {
  return ffmpegFile([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=22050:duration=${seconds}`,
    '-ac',
    '1',
    ...AUDIO_OUTPUT[format],
  ]);
}

/** Test pattern and tone of `seconds` as ffmpeg inputs, encoded by `output`. */
function clipOf(seconds: number, size: string, output: readonly string[]): Promise<Buffer> {
  return ffmpegFile([
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=10:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    ...output,
    '-c:a',
    'aac',
    '-shortest',
  ]);
}

/** A real H.264 MP4 video (generic isom brand), with a sound track, for telling videos from audio-only files. */
export function realVideo(seconds = 1, size = '64x64'): Promise<Buffer> {
  return clipOf(seconds, size, ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mp4']);
}

/** An iPhone-style clip browsers cannot play: HEVC (tagged hvc1 as iPhones do) with AAC sound in QuickTime. */
export function hevcQuickTime(seconds = 1, size = '96x64'): Promise<Buffer> {
  return clipOf(seconds, size, [
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    'log-level=error',
    '-tag:v',
    'hvc1',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'mov',
  ]);
}
