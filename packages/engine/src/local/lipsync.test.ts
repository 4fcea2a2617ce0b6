import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineRefusal } from '../types';
import { probeMedia, runFfmpeg } from './faces-media';
import { lipsync } from './lipsync';
import { envelopeFromSamples } from './lipsync-audio';
import { mouthBounds, mouthRegion, renderMouth } from './lipsync-mouth';

const samples = join(dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'demo');
const FPS = 25;

let dir: string;
let faceImage: string;
let speech: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fw-lipsync-'));
  // One real face (the left woman of face-api's sample1), cropped so the face is large in a small frame.
  faceImage = join(dir, 'face.png');
  await sharp(join(samples, 'sample1.jpg'))
    .extract({ left: 334, top: 300, width: 336, height: 360 })
    .png()
    .toFile(faceImage);
  // 2 s: a loud 440 Hz burst, 0.8 s of digital silence, another burst.
  speech = join(dir, 'speech.wav');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    'aevalsrc=if(lt(t\\,0.6)+gte(t\\,1.4)\\,0.5*sin(2*PI*440*t)\\,0):s=44100:d=2',
    '-y',
    speech,
  ]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Frames n of a video as raw RGB buffers. */
async function frames(video: string, indices: number[], width: number, height: number): Promise<Buffer[]> {
  const select = indices.map((n) => `eq(n\\,${n})`).join('+');
  const raw = await runFfmpeg([
    '-i',
    video,
    '-vf',
    `select=${select}`,
    '-vsync',
    '0',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  const size = width * height * 3;
  return indices.map((_, i) => raw.subarray(i * size, (i + 1) * size));
}

/** Mean absolute difference of two RGB frames, inside or outside a rectangle. */
function meanDiff(
  a: Buffer,
  b: Buffer,
  width: number,
  rect: { x0: number; x1: number; y0: number; y1: number },
  inside: boolean,
) {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += 3) {
    const p = i / 3;
    const x = p % width;
    const y = Math.floor(p / width);
    if ((x >= rect.x0 && x < rect.x1 && y >= rect.y0 && y < rect.y1) !== inside) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
    count += 3;
  }
  return sum / count;
}

describe('envelopeFromSamples', () => {
  it('opens on loud frames, closes on silent ones, one value per frame', () => {
    const rate = 16_000;
    const samples = new Int16Array(rate); // 1 s: 0.4 s tone, 0.6 s silence
    for (let i = 0; i < rate * 0.4; i++) samples[i] = Math.round(16_000 * Math.sin((2 * Math.PI * 440 * i) / rate));
    const { durationS, levels } = envelopeFromSamples(samples, rate, FPS);
    expect(durationS).toBe(1);
    expect(levels).toHaveLength(25);
    expect(levels[5]).toBeGreaterThan(0.9);
    expect(levels[24]).toBe(0);
    expect(levels[10]).toBeLessThan(levels[9] ?? 0); // closing is smoothed, not instant
  });

  it('keeps a silent track closed', () => {
    expect(Array.from(envelopeFromSamples(new Int16Array(8000), 16_000, 10).levels)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('renderMouth', () => {
  const width = 64;
  const height = 64;
  const base = new Uint8Array(width * height * 3).map((_, i) => (i * 7) % 251);
  const region = mouthRegion({ x: 16, y: 8, width: 32, height: 40 });

  it('leaves the frame untouched when the mouth is closed', () => {
    const out = new Uint8Array(base.length);
    renderMouth(base, out, width, height, region, 0);
    expect(out).toEqual(base);
  });

  it('changes only pixels inside the mouth rectangle when open', () => {
    const out = new Uint8Array(base.length);
    renderMouth(base, out, width, height, region, 1);
    const rect = mouthBounds(region, width, height);
    let changedInside = 0;
    for (let p = 0; p < width * height; p++) {
      const x = p % width;
      const y = Math.floor(p / width);
      const changed = [0, 1, 2].some((c) => out[p * 3 + c] !== base[p * 3 + c]);
      const inside = x >= rect.x0 && x < rect.x1 && y >= rect.y0 && y < rect.y1;
      if (!inside) expect(changed).toBe(false);
      else if (changed) changedInside++;
    }
    expect(changedInside).toBeGreaterThan(50);
  });
});

describe('lipsync', () => {
  it('animates a detected face from an image: audio + H.264 video as long as the audio, mouth moves with loudness', async () => {
    const workDir = await mkdtemp(join(dir, 'image-'));
    const progress: number[] = [];
    const result = await lipsync({
      image: faceImage,
      audio: speech,
      workDir,
      fps: FPS,
      onProgress: (p) => progress.push(p),
    });

    expect(result).toMatchObject({ width: 336, height: 360, fps: FPS });
    expect(result.durationS).toBeCloseTo(2, 2);
    // The detector found the face: around (80, 54) with the size measured on sample1.
    expect(result.face.x).toBeGreaterThan(60);
    expect(result.face.x).toBeLessThan(100);
    expect(result.face.width).toBeGreaterThan(150);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);

    const info = await probeMedia(result.path);
    expect(info.video).toMatchObject({ width: 336, height: 360, codec: 'h264', fps: FPS });
    expect(info.audio?.codec).toBe('aac');
    expect(Math.abs(info.durationS - 2)).toBeLessThan(0.1);
    expect((await sharp(result.poster).metadata()).format).toBe('jpeg');

    // Frame 10 (t = 0.4 s) is inside the first burst, frame 30 (t = 1.2 s) deep in the silence.
    const [loud, silent] = await frames(result.path, [10, 30], 336, 360);
    const mouth = mouthBounds(mouthRegion(result.face), 336, 360);
    // Outside the mouth (plus one 16 px macroblock of margin for the encoder) the frames are the same picture.
    const margin = { x0: mouth.x0 - 16, x1: mouth.x1 + 16, y0: mouth.y0 - 16, y1: mouth.y1 + 16 };
    expect(meanDiff(loud as Buffer, silent as Buffer, 336, mouth, true)).toBeGreaterThan(8);
    expect(meanDiff(loud as Buffer, silent as Buffer, 336, margin, false)).toBeLessThan(0.5);
  });

  it('loops a shorter video under longer audio, using the given face box', async () => {
    const workDir = await mkdtemp(join(dir, 'video-'));
    const video = join(dir, 'face.mp4');
    await runFfmpeg([
      '-loop',
      '1',
      '-i',
      faceImage,
      '-t',
      '0.8',
      '-r',
      '30',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-y',
      video,
    ]);
    const face = { x: 80, y: 54, width: 177, height: 241 };
    const result = await lipsync({ video, audio: speech, faceBox: face, workDir, fps: 20, maxDurationS: 1.5 });
    expect(result.face).toEqual(face);
    const info = await probeMedia(result.path);
    expect(info.video).toMatchObject({ width: 336, height: 360, fps: 20 });
    expect(info.audio).toBeDefined();
    expect(Math.abs(info.durationS - 1.5)).toBeLessThan(0.1);
  });

  it('reads MP3, WAV and M4A voice tracks: the output is as long as each', async () => {
    const face = { x: 80, y: 54, width: 177, height: 241 };
    const tracks = {
      mp3: ['-c:a', 'libmp3lame', '-b:a', '64k'],
      m4a: ['-c:a', 'aac', '-b:a', '64k', '-f', 'ipod'],
      wav: ['-c:a', 'pcm_s16le'],
    };
    for (const [ext, codec] of Object.entries(tracks)) {
      const audio = join(dir, `voice.${ext}`);
      // 1.2 s of speech-like bursts, in the upload format a user picks.
      await runFfmpeg(['-i', speech, '-t', '1.2', ...codec, '-y', audio]);
      const source = await probeMedia(audio);
      const workDir = await mkdtemp(join(dir, `${ext}-`));
      const result = await lipsync({ image: faceImage, audio, faceBox: face, workDir, fps: FPS });
      const info = await probeMedia(result.path);
      expect(info.video?.codec, ext).toBe('h264');
      expect(info.audio?.codec, ext).toBe('aac');
      expect(Math.abs(source.durationS - 1.2), ext).toBeLessThan(0.1);
      expect(Math.abs(info.durationS - source.durationS), ext).toBeLessThan(0.1);
    }
  });

  it('refuses media without a face', async () => {
    const blank = join(dir, 'blank.png');
    await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 90, b: 90 } } })
      .png()
      .toFile(blank);
    const run = lipsync({ image: blank, audio: speech, workDir: dir });
    await expect(run).rejects.toBeInstanceOf(EngineRefusal);
    await expect(run).rejects.toThrow('No face found');
  });

  it('stops and rejects when aborted', async () => {
    const workDir = await mkdtemp(join(dir, 'abort-'));
    const controller = new AbortController();
    const run = lipsync({
      image: faceImage,
      audio: speech,
      faceBox: { x: 80, y: 54, width: 177, height: 241 },
      workDir,
      signal: controller.signal,
      onProgress: (p) => p >= 30 && controller.abort(new Error('cancelled by the user')),
    });
    await expect(run).rejects.toThrow('cancelled by the user');
  });
});
