// Test fixtures made on the fly: small images and videos, a temp work dir, frame hashes. Test-only (excluded from
// the build).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { runFfmpeg } from '../media/ffmpeg';

const execFileAsync = promisify(execFile);

/** A fresh temp directory and its cleanup. */
export async function tempDir(prefix = 'fw-engine-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A picture with structure (gradient sky, sun, ground, stripes) so camera motion changes pixels. */
export async function makeSceneImage(path: string, width: number, height: number, hue = 210): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,85%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#s)"/>
<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="rgb(250,220,80)"/>
<rect y="${height * 0.65}" width="${width}" height="${height * 0.35}" fill="rgb(40,120,60)"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${(i * width) / 8}" y="${height * 0.55}" width="${width / 24}" height="${height * 0.1}" fill="rgb(${30 * i},40,90)"/>`).join('')}
</svg>`;
  await sharp(Buffer.from(svg)).png().toFile(path);
  return path;
}

/** A solid colour image. */
export async function makeSolidImage(
  path: string,
  width: number,
  height: number,
  colour: { r: number; g: number; b: number },
): Promise<string> {
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toFile(path);
  return path;
}

/** A moving test pattern (testsrc2), optionally with a tone on an audio track. */
export async function makeVideo(
  path: string,
  o: { width: number; height: number; fps: number; durationS: number; audio?: boolean },
): Promise<string> {
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${o.width}x${o.height}:rate=${o.fps}:duration=${o.durationS}`,
    ...(o.audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${o.durationS}`] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(o.audio ? ['-c:a', 'aac', '-shortest'] : []),
    path,
  ]);
  return path;
}

/** MD5 of every decoded frame, in order: equal lists mean equal pictures whatever the container bytes. */
export async function frameHashes(path: string): Promise<string[]> {
  const { stdout } = await execFileAsync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-map', '0:v:0', '-f', 'framemd5', '-'],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(',').pop()!.trim());
}

/** Decoded RGB pixels of one frame (by index) of a video, at its size. */
export async function videoFrame(path: string, index: number, width: number, height: number): Promise<Buffer> {
  const { stdout } = await execFileAsync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      path,
      '-vf',
      `select=eq(n\\,${index})`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  if (stdout.length !== width * height * 3) throw new Error(`frame ${index}: got ${stdout.length} bytes`);
  return stdout;
}

/** Mean absolute difference of two equally sized byte buffers, optionally only where `where(pixel)` holds. */
export function meanAbsDiff(a: Uint8Array, b: Uint8Array, channels = 3, where?: (pixel: number) => boolean): number {
  let sum = 0;
  let n = 0;
  for (let p = 0; p * channels < a.length; p++) {
    if (where && !where(p)) continue;
    for (let c = 0; c < channels; c++) sum += Math.abs(a[p * channels + c]! - b[p * channels + c]!);
    n += channels;
  }
  return n === 0 ? 0 : sum / n;
}
