/**
 * Video upscaling in bounded memory. ComfyUI's LoadVideo decodes a whole clip to float32 frames and
 * ImageUpscaleWithModel returns the whole batch upscaled, so one prompt for a 20 s 1080p clip needs hundreds of GB.
 * The adapter cuts the clip into segments small enough for the worker's memory, runs one prompt per segment and
 * joins the results (video copied, the source's audio put back).
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FFPROBE, runFfmpeg, runProcess } from '../local/faces-media';

interface SegmentPlan {
  /** The upscale model's factor (x4 for Real-ESRGAN x4plus). */
  modelScale: number;
  /** Memory one prompt may use for its frames. */
  memoryBytes: number;
}

/**
 * Frames per segment: each frame lives as float32 RGB three times (decoded, upscaled by the model, resized to the
 * target), and the whole segment at once.
 */
export function framesPerSegment(
  source: { width: number; height: number },
  target: { width: number; height: number },
  plan: SegmentPlan,
): number {
  const float32Rgb = 3 * 4;
  const perFrame =
    source.width * source.height * float32Rgb * (1 + plan.modelScale ** 2) + target.width * target.height * float32Rgb;
  return Math.max(1, Math.floor(plan.memoryBytes / perFrame));
}

/**
 * Cuts a video (no audio) into parts of `frames` frames each, every part starting on a keyframe so the cuts are
 * exact. Returns the part files in order.
 */
export async function splitVideo(
  path: string,
  frames: number,
  totalFrames: number,
  dir: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const cuts: number[] = [];
  for (let n = frames; n < totalFrames; n += frames) cuts.push(n);
  await runFfmpeg(
    [
      '-i',
      path,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '14',
      '-pix_fmt',
      'yuv420p',
      // No B-frames: each part then starts at time 0, and parts joined as they are keep the clip's duration.
      '-bf',
      '0',
      '-force_key_frames',
      `expr:eq(mod(n,${frames}),0)`,
      ...(cuts.length ? ['-f', 'segment', '-segment_frames', cuts.join(','), '-reset_timestamps', '1'] : []),
      '-y',
      cuts.length ? join(dir, 'segment-%05d.mp4') : join(dir, 'segment-00000.mp4'),
    ],
    signal,
  );
  return (await readdir(dir))
    .filter((f) => /^segment-\d{5}\.mp4$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

/** When a part's first frame is shown (B-frame delay in the MP4 edit list), 0 for most. */
async function videoStart(path: string, signal?: AbortSignal): Promise<number> {
  const out = await runProcess(
    FFPROBE,
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=start_time', '-of', 'csv=p=0', path],
    signal,
  );
  return Number(out.toString().trim()) || 0;
}

/**
 * Joins upscaled parts (same codec and size) without re-encoding and puts the source's audio back, if any. Each
 * part enters at its first frame (`inpoint`), so encoder delays do not add gaps between parts.
 */
export async function joinVideos(
  parts: readonly string[],
  audioFrom: string,
  dest: string,
  dir: string,
  signal?: AbortSignal,
): Promise<void> {
  const list = join(dir, 'segments.txt');
  const lines: string[] = [];
  for (const part of parts) {
    lines.push(`file '${part.replace(/'/g, "'\\''")}'`);
    const start = await videoStart(part, signal);
    if (start > 0) lines.push(`inpoint ${start}`);
  }
  await writeFile(list, `${lines.join('\n')}\n`);
  await runFfmpeg(
    [
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-i',
      audioFrom,
      '-map',
      '0:v',
      '-map',
      '1:a?',
      '-c:v',
      'copy',
      '-c:a',
      'aac',
      '-shortest',
      '-y',
      dest,
    ],
    signal,
  );
}
