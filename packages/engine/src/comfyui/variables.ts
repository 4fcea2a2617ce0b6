/**
 * From an engine job to a template's placeholder values: prompt text, seed, output size from the ratio code or the
 * source's own aspect, frame count from the duration (Wan wants 4n+1 frames), upscale target sizes, and the input
 * files prepared for upload (video resampled to the model's frame rate, audio cut to the template's limit).
 */
import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ratioFromCode } from '@framewise/contracts';
import sharp from 'sharp';
import { probeMedia, readFirstFrame, runFfmpeg } from '../local/faces-media';
import { type EngineNote, engineNote } from '../notes';
import { type EngineJob, EngineRefusal, type JobInputs } from '../types';
import { COMFY_DEFAULT_UPLOAD_BYTES, fitUpload, type UploadKind, uprightVideo } from './inputs';
import type { TemplateVariables, WorkflowTemplate } from './templates';

/** Job inputs in the order templates name them, with their placeholder. */
const INPUT_PLACEHOLDERS: Partial<Record<keyof JobInputs, string>> = {
  image: 'image',
  endImage: 'end_image',
  video: 'video',
  audio: 'audio',
};

const UPLOAD_KINDS: Record<string, UploadKind> = { image: 'image', end_image: 'image', video: 'video', audio: 'audio' };

interface PrepareOptions {
  /** The server's upload limit (--max-upload-size); larger inputs are re-encoded under it. */
  maxUploadBytes?: number;
}

interface PreparedJob {
  vars: TemplateVariables;
  /** Local files to upload, by placeholder name. */
  uploads: Record<string, string>;
  /** What the workflow did not honour, for the user. */
  notes: EngineNote[];
  seed: number;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** H.264 + AAC at near-source quality: how a video input is re-encoded before it is uploaded to ComfyUI. */
const REENCODE = ['-c:v', 'libx264', '-crf', '16', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];

/** The prompt text: `prompt`, or the keyframe scenes of text to video joined in order, plus keywords. */
export function promptText(params: Record<string, unknown>): string {
  const scenes = Array.isArray(params.prompts)
    ? (params.prompts as { prompt?: unknown; keyframe?: unknown }[])
        .slice()
        .sort((a, b) => (num(a.keyframe) ?? 0) - (num(b.keyframe) ?? 0))
        .map((p) => str(p.prompt)?.trim())
        .filter((p): p is string => !!p)
    : [];
  const keywords = Array.isArray(params.keywords)
    ? params.keywords.filter((k): k is string => typeof k === 'string')
    : [];
  return [str(params.prompt)?.trim() || scenes.join('. '), keywords.join(', ')].filter(Boolean).join(', ');
}

/** Width and height with the given aspect (w/h) and pixel area, each a multiple of `multiple`. */
export function sizeForAspect(aspect: number, area: number, multiple: number): { width: number; height: number } {
  const round = (n: number) => Math.max(multiple, Math.round(n / multiple) * multiple);
  return { width: round(Math.sqrt(area * aspect)), height: round(Math.sqrt(area / aspect)) };
}

/** Frames for a duration: a multiple of `step` plus one (Wan's latent frames), between 1 + step and maxFrames. */
export function frameCount(durationS: number, fps: number, step: number, maxFrames: number): number {
  if (step <= 1) return Math.max(1, Math.min(maxFrames, Math.round(durationS * fps)));
  const n = Math.max(1, Math.round((durationS * fps - 1) / step));
  return Math.min(maxFrames, n * step + 1);
}

/** Output size of an upscale target for a source size (2K / 4K set the long side), even numbers. */
export function upscaleSize(target: string, width: number, height: number): { width: number; height: number } {
  const long = Math.max(width, height);
  const factor =
    target === '2x' ? 2 : target === '4x' ? 4 : target === '2k' ? 2560 / long : target === '4k' ? 3840 / long : NaN;
  if (!Number.isFinite(factor))
    throw new EngineRefusal(
      `Upscale target ${target} is not offered by the ComfyUI engine`,
      'engine.optionUnavailable',
    );
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return { width: even(width * factor), height: even(height * factor) };
}

async function imageAspect(path: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(path).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  return swap ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Computes the placeholder values for `template` and prepares the input files (in job.workDir) it uploads.
 * `overrides` come from the deployment (model file names on that server) and win over template defaults.
 */
export async function prepareJob(
  job: EngineJob,
  template: WorkflowTemplate,
  overrides: TemplateVariables,
  signal?: AbortSignal,
  options: PrepareOptions = {},
): Promise<PreparedJob> {
  const p = job.params;
  const notes: EngineNote[] = [];
  const workflow = template.name;
  const seed = job.seed >= 0 ? job.seed : randomInt(0, 2 ** 31 - 1);
  const vars: TemplateVariables = { ...template.defaults, ...overrides, seed, filename_prefix: `framewise/${job.id}` };
  const prompt = promptText(p);
  if (prompt) vars.prompt = prompt;
  vars.prompt ??= '';
  const negative = str(p.negative_prompt)?.trim();
  if (negative) vars.negative_prompt = negative;

  for (const key of Object.keys(job.inputs) as (keyof JobInputs)[]) {
    const derivesFrom = Object.values(template.inputsFrom ?? {}).includes(key);
    if (job.inputs[key] !== undefined && !template.inputs.includes(key) && !derivesFrom)
      notes.push(engineNote(`comfyui.inputUnused.${key}`, { workflow }));
  }

  const uploads: Record<string, string> = {};
  for (const key of template.inputs) {
    const path = job.inputs[key];
    const placeholder = INPUT_PLACEHOLDERS[key];
    if (path && placeholder) uploads[placeholder] = path;
  }
  // Every later probe and re-encode sees the video as it is shown (rotation metadata applied).
  if (uploads.video) uploads.video = await uprightVideo(uploads.video, job.workDir, signal);
  if (!uploads.image && template.inputsFrom?.image === 'video' && job.inputs.video) {
    const frame = join(job.workDir, 'comfy-first-frame.png');
    await writeFile(frame, await readFirstFrame(job.inputs.video, signal));
    uploads.image = frame;
    notes.push(engineNote('comfyui.videoFirstFrame', { workflow }));
  }

  const video = template.video;
  const fps = num(vars.fps) ?? 16;
  const maxDurationS = template.limits?.maxDurationS ?? Number.POSITIVE_INFINITY;
  if (num(p.frame_rate) !== undefined && num(p.frame_rate) !== fps && video)
    notes.push(engineNote('comfyui.fps', { workflow, fps }));

  // Duration: the audio's for lip-sync, else the requested one; both capped by the template.
  let durationS = num(p.duration) ?? 5;
  if (video?.lengthFromAudio && job.inputs.audio) durationS = (await probeMedia(job.inputs.audio, signal)).durationS;
  if (durationS > maxDurationS) {
    notes.push(engineNote('comfyui.shorter', { workflow, maxS: maxDurationS }));
    durationS = maxDurationS;
  }
  if (video?.frameStep !== undefined || video?.maxFrames !== undefined)
    vars.length = frameCount(durationS, fps, video.frameStep ?? 1, video.maxFrames ?? Number.POSITIVE_INFINITY);

  // Output size: the ratio code when given, else the source's aspect; area from the template.
  if (video?.area) {
    let aspect = 1;
    if (num(p.ratio) !== undefined) aspect = ratioFromCode(p.ratio).value;
    else if (uploads.image) {
      const s = await imageAspect(uploads.image);
      aspect = s.width / s.height;
    } else if (uploads.video) {
      const v = (await probeMedia(uploads.video, signal)).video;
      if (v?.width && v.height) aspect = v.width / v.height;
    }
    Object.assign(vars, sizeForAspect(aspect, video.area, video.multiple ?? 16));
  }

  // Upscale targets need the source size.
  if (template.tools.includes('upscale')) {
    const target = str(p.target) ?? str(p.upscaler) ?? '2x';
    let source: { width: number; height: number } | undefined;
    if (uploads.video) source = (await probeMedia(uploads.video, signal)).video;
    else if (job.inputs.image) source = await imageAspect(job.inputs.image);
    if (!source?.width || !source.height)
      throw new EngineRefusal('The source size could not be read', 'engine.mediaUnreadable');
    const size = upscaleSize(target, source.width, source.height);
    vars.target_width = size.width;
    vars.target_height = size.height;
  }

  // Video-to-video follows the source more closely the higher video_refer is (0..1): less noise added.
  if (template.tools.includes('vid2vid'))
    vars.denoise = Math.round((0.9 - 0.6 * (num(p.video_refer) ?? 0.5)) * 100) / 100;

  // Input preparation: resampled video (model fps, exact frame count) and audio cut to the limit.
  if (uploads.video && video?.resampleInput) {
    const out = join(job.workDir, 'comfy-input.mp4');
    const frames = num(vars.length);
    await runFfmpeg(
      [
        '-i',
        uploads.video,
        '-vf',
        `fps=${fps}`,
        ...(frames ? ['-frames:v', String(frames)] : ['-t', String(durationS)]),
        ...REENCODE,
        '-y',
        out,
      ],
      signal,
    );
    uploads.video = out;
  } else if (uploads.video && Number.isFinite(maxDurationS)) {
    const sourceS = (await probeMedia(uploads.video, signal)).durationS;
    if (sourceS > maxDurationS + 0.05) {
      notes.push(engineNote('comfyui.videoCut', { workflow, maxS: maxDurationS }));
      const out = join(job.workDir, 'comfy-input.mp4');
      await runFfmpeg(['-i', uploads.video, '-t', String(maxDurationS), ...REENCODE, '-y', out], signal);
      uploads.video = out;
    }
  }
  if (uploads.audio && Number.isFinite(maxDurationS)) {
    const out = join(job.workDir, 'comfy-input.wav');
    await runFfmpeg(['-i', uploads.audio, '-vn', '-t', String(durationS), '-y', out], signal);
    uploads.audio = out;
  }
  if (template.tools.includes('upscale_turbo') && job.tool === 'upscale_turbo' && (prompt || negative))
    notes.push(engineNote('comfyui.promptUnused'));

  const maxUploadBytes = options.maxUploadBytes ?? COMFY_DEFAULT_UPLOAD_BYTES;
  for (const [placeholder, path] of Object.entries(uploads)) {
    // Segmented templates upload their video in parts, each well under the limit.
    if (placeholder === 'video' && template.segments) continue;
    uploads[placeholder] = await fitUpload(
      path,
      UPLOAD_KINDS[placeholder] ?? 'image',
      maxUploadBytes,
      job.workDir,
      signal,
    );
  }

  return { vars, uploads, notes, seed };
}
