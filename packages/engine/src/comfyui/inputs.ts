/**
 * Input files made fit for a ComfyUI upload: phone videos turned upright (ComfyUI's LoadVideo decodes the stored
 * pixels and ignores the rotation metadata, so portrait clips came back sideways), and files over the server's
 * upload limit (aiohttp's client_max_size, ComfyUI's --max-upload-size, 100 MB by default) re-encoded under it.
 */
import { stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { FFPROBE, probeMedia, runFfmpeg, runProcess } from '../local/faces-media';
import { EngineRefusal } from '../types';

/** ComfyUI's default --max-upload-size (100 MB, counted as MiB). */
export const COMFY_DEFAULT_UPLOAD_BYTES = 100 * 1024 * 1024;
/** The multipart envelope around the file counts towards the limit too. */
const MULTIPART_MARGIN = 64 * 1024;

/** Degrees a player turns the video (display matrix, or the older `rotate` tag); 0 when upright. */
export async function videoRotation(path: string, signal?: AbortSignal): Promise<number> {
  const out = await runProcess(
    FFPROBE,
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream_tags=rotate:stream_side_data=rotation',
      '-of',
      'json',
      path,
    ],
    signal,
  );
  const json = JSON.parse(out.toString('utf8')) as {
    streams?: { tags?: { rotate?: string }; side_data_list?: { rotation?: number }[] }[];
  };
  const stream = json.streams?.[0];
  const rotation = stream?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream?.tags?.rotate;
  return ((Math.round(Number(rotation) || 0) % 360) + 360) % 360;
}

const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];

/** The video as it is shown: re-encoded with the rotation applied (ffmpeg does so when decoding), else as is. */
export async function uprightVideo(path: string, workDir: string, signal?: AbortSignal): Promise<string> {
  if ((await videoRotation(path, signal)) === 0) return path;
  const out = join(workDir, `upright-${basename(path, extname(path))}.mp4`);
  await runFfmpeg(['-i', path, ...h264, '-crf', '16', '-c:a', 'aac', '-y', out], signal);
  return out;
}

export type UploadKind = 'image' | 'video' | 'audio';

const VIDEO_FIT_ATTEMPTS = 3;

function encodeAtBitrate(path: string, out: string, videoBps: number, audio: boolean, signal?: AbortSignal) {
  const rate = String(videoBps);
  return runFfmpeg(
    [
      ...['-i', path, ...h264, '-b:v', rate, '-maxrate', rate, '-bufsize', String(videoBps * 2)],
      ...(audio ? ['-c:a', 'aac', '-b:a', '128k'] : ['-an']),
      ...['-y', out],
    ],
    signal,
  );
}

/**
 * `path` when its upload fits under `maxBytes`, else a smaller copy: a video at the bitrate its duration allows,
 * an image as JPEG, audio as AAC. Refuses what still does not fit.
 */
export async function fitUpload(
  path: string,
  kind: UploadKind,
  maxBytes: number,
  workDir: string,
  signal?: AbortSignal,
): Promise<string> {
  const budget = maxBytes - MULTIPART_MARGIN;
  if ((await stat(path)).size <= budget) return path;
  const stem = join(workDir, `fit-${basename(path, extname(path))}`);
  let out: string;
  if (kind === 'video') {
    out = `${stem}.mp4`;
    const { durationS, audio } = await probeMedia(path, signal);
    const audioBps = audio ? 128_000 : 0;
    // 90% of the budget over the duration, less the audio; rate control overshoots on short clips, so a result
    // still too large is encoded again at a bitrate lowered by its overshoot (twice at most).
    let videoBps = Math.floor((budget * 8 * 0.9) / Math.max(durationS, 0.1) - audioBps);
    for (let attempt = 0; attempt < VIDEO_FIT_ATTEMPTS; attempt++) {
      if (videoBps < 100_000)
        throw new EngineRefusal(
          'The video is too long to send to the generation service',
          'engine.comfyUploadTooLarge',
        );
      await encodeAtBitrate(path, out, videoBps, !!audio, signal);
      const size = (await stat(out)).size;
      if (size <= budget) break;
      videoBps = Math.floor(videoBps * (budget / size) * 0.9);
    }
  } else if (kind === 'image') {
    out = `${stem}.jpg`;
    await sharp(path).rotate().jpeg({ quality: 90 }).toFile(out);
  } else {
    out = `${stem}.m4a`;
    await runFfmpeg(['-i', path, '-vn', '-c:a', 'aac', '-b:a', '128k', '-y', out], signal);
  }
  if ((await stat(out)).size > budget)
    throw new EngineRefusal(
      `The ${kind} is larger than the generation service accepts, even re-encoded`,
      'engine.comfyUploadTooLarge',
    );
  return out;
}
