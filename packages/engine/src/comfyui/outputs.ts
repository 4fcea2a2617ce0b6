/**
 * Results of a finished prompt: the files its output nodes saved (from /history), downloaded with /view and made
 * into what the product serves: H.264 MP4 with faststart plus a poster for videos, PNG or JPEG for images.
 */
import { rename, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { probeMedia, runFfmpeg } from '../local/faces-media';
import type { EngineOutput } from '../types';
import type { ComfyClient, ComfyFile, HistoryEntry } from './client';

const VIDEO_EXT = new Set(['.mp4', '.mov', '.webm', '.mkv', '.gif', '.avi']);
const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg', '.webp']);

function isComfyFile(v: unknown): v is ComfyFile {
  const f = v as ComfyFile;
  return !!f && typeof f.filename === 'string' && typeof (f.subfolder ?? '') === 'string';
}

/** Saved files of the given output nodes (every list under a node's output: images, gifs, videos, audio...). */
export function outputFiles(entry: HistoryEntry, nodes: readonly string[]): ComfyFile[] {
  const files: ComfyFile[] = [];
  for (const node of nodes) {
    for (const list of Object.values(entry.outputs?.[node] ?? {})) {
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        // 'temp' files are previews; results are saved with type 'output'.
        if (isComfyFile(item) && (item.type ?? 'output') === 'output')
          files.push({ filename: item.filename, subfolder: item.subfolder ?? '', type: item.type ?? 'output' });
      }
    }
  }
  return files;
}

/** A downloaded video as the product serves it: H.264 MP4 with faststart and a poster. */
export async function describeVideo(
  raw: string,
  index: number,
  workDir: string,
  signal?: AbortSignal,
): Promise<EngineOutput> {
  const info = await probeMedia(raw, signal);
  const path = join(workDir, `output-${index}.mp4`);
  // H.264 in MP4 only needs the index moved to the front; anything else (VP9, GIF...) is re-encoded.
  const copy = extname(raw).toLowerCase() === '.mp4' && info.video?.codec === 'h264';
  await runFfmpeg(
    [
      '-i',
      raw,
      ...(copy
        ? ['-c', 'copy']
        : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac']),
      '-movflags',
      '+faststart',
      '-y',
      path,
    ],
    signal,
  );
  await rm(raw, { force: true });
  const poster = join(workDir, `output-${index}-poster.jpg`);
  await runFfmpeg(['-i', path, '-frames:v', '1', '-q:v', '3', '-y', poster], signal);
  const final = await probeMedia(path, signal);
  return {
    path,
    mime: 'video/mp4',
    width: final.video?.width,
    height: final.video?.height,
    durationS: final.durationS,
    fps: final.video ? Math.round(final.video.fps * 100) / 100 : undefined,
    poster,
  };
}

async function describeImage(raw: string, index: number, workDir: string): Promise<EngineOutput> {
  const ext = extname(raw).toLowerCase();
  const jpeg = ext === '.jpg' || ext === '.jpeg';
  const path = join(workDir, `output-${index}${jpeg ? '.jpg' : '.png'}`);
  if (ext === '.png' || jpeg) await rename(raw, path);
  else {
    await sharp(raw).png().toFile(path);
    await rm(raw, { force: true });
  }
  const meta = await sharp(path).metadata();
  return { path, mime: jpeg ? 'image/jpeg' : 'image/png', width: meta.width, height: meta.height };
}

/** Downloads and normalises every result file; files of other kinds (audio, latents) are skipped. */
export async function collectOutputs(
  client: ComfyClient,
  files: readonly ComfyFile[],
  workDir: string,
  signal?: AbortSignal,
): Promise<EngineOutput[]> {
  const outputs: EngineOutput[] = [];
  for (const [index, file] of files.entries()) {
    const ext = extname(file.filename).toLowerCase();
    if (!VIDEO_EXT.has(ext) && !IMAGE_EXT.has(ext)) continue;
    const raw = join(workDir, `comfy-${index}-${basename(file.filename).replace(/[^\w.-]/g, '_')}`);
    await client.download(file, raw, signal);
    outputs.push(
      VIDEO_EXT.has(ext) ? await describeVideo(raw, index, workDir, signal) : await describeImage(raw, index, workDir),
    );
  }
  return outputs;
}
