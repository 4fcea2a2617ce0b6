import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FFPROBE, probeMedia, runFfmpeg, runProcess } from '../local/faces-media';
import { framesPerSegment, joinVideos, splitVideo } from './segments';
import { lavfiClip } from './testing/clips';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fw-segments-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function frameCount(path: string): Promise<number> {
  const out = await runProcess(FFPROBE, [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', path],
  ]);
  return Number(out.toString().trim());
}

describe('framesPerSegment', () => {
  it('fits a 1080p clip upscaled x4 then resized to 4K into 8 GB per prompt 16 frames at a time', () => {
    const plan = { modelScale: 4, memoryBytes: 8 * 1024 ** 3 };
    expect(framesPerSegment({ width: 1920, height: 1080 }, { width: 3840, height: 2160 }, plan)).toBe(16);
    expect(framesPerSegment({ width: 1280, height: 720 }, { width: 2560, height: 1440 }, plan)).toBe(36);
  });

  it('never plans fewer than one frame', () => {
    expect(
      framesPerSegment({ width: 4000, height: 4000 }, { width: 8000, height: 8000 }, { modelScale: 4, memoryBytes: 1 }),
    ).toBe(1);
  });
});

describe('splitVideo and joinVideos', () => {
  it('cuts exact frame counts and joins them back to the whole clip with the audio', async () => {
    const source = await lavfiClip(
      join(dir, 'source.mp4'),
      'testsrc=size=64x48:rate=10:duration=1',
      'sine=frequency=440:duration=1',
    );
    const parts = join(dir, 'parts');
    await mkdir(parts);
    const files = await splitVideo(source, 4, 10, parts);
    expect(files).toHaveLength(3);
    const counts = await Promise.all(files.map(frameCount));
    expect(counts).toEqual([4, 4, 2]);
    // What comes back from ComfyUI may start late (x264 B-frame delay): re-encoded parts with the default settings.
    const delayed = await Promise.all(
      files.map(async (f, i) => {
        const out = join(parts, `delayed-${i}.mp4`);
        await runFfmpeg(['-i', f, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', out]);
        return out;
      }),
    );
    const joined = join(dir, 'joined.mp4');
    await joinVideos(delayed, source, joined, parts);
    expect(await frameCount(joined)).toBe(10);
    const info = await probeMedia(joined);
    expect(info.durationS).toBeCloseTo(1, 1);
    expect(info.audio).toBeDefined();
  });
});
