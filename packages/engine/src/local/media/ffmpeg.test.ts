import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/media';
import { FfmpegError, runFfmpeg, startFfmpeg } from './ffmpeg';
import { probeMedia } from './probe';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)])
      .toString()
      .trim()
      .startsWith('Z');
  } catch {
    return false;
  }
}

describe('ffmpeg runner', () => {
  it('reports progress and produces a file ffprobe reads', async () => {
    const out = join(dir, 'tone.mp4');
    const seen: number[] = [];
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=2', '-pix_fmt', 'yuv420p', out], {
      expectedDurationS: 2,
      onProgress: (f) => seen.push(f),
    });
    expect(seen.at(-1)).toBe(1);
    const info = await probeMedia(out);
    expect(info).toMatchObject({ width: 64, height: 48, fps: 10, codec: 'h264' });
  });

  it('kills ffmpeg when the signal aborts', async () => {
    const controller = new AbortController();
    const handle = startFfmpeg(['-re', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10', '-f', 'null', '-'], {
      signal: controller.signal,
    });
    const pid = handle.pid!;
    await new Promise((r) => setTimeout(r, 300));
    expect(running(pid)).toBe(true);
    controller.abort();
    await expect(handle.done).rejects.toMatchObject({ name: 'AbortError' });
    expect(running(pid)).toBe(false);
  });

  it('fails with the tail of the log', async () => {
    await expect(runFfmpeg(['-i', join(dir, 'missing.mp4'), join(dir, 'x.mp4')])).rejects.toBeInstanceOf(FfmpegError);
  });
});
