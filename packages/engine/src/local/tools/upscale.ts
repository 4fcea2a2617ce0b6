import { join } from 'node:path';
import sharp from 'sharp';
import { type EngineJob, EngineRefusal, type EngineResult } from '../../types';
import { type LocalContext, type RunContext, stage } from '../context';
import { extractPoster } from '../media/video';
import { numberParam, stringParam } from '../params';
import { LOCAL_REFUSAL } from '../reasons';
import { sharpenRaw } from '../upscale/enhance';
import type { EsrganModel } from '../upscale/esrgan';
import { parseUpscaleTarget } from '../upscale/targets';
import { upscaleImage, writeImage } from '../upscale/upscale-image';
import { upscaleVideo } from '../upscale/upscale-video';
import { LOCAL_ENGINE, promptIgnoredNote } from './tool';

/** Model names a job may ask for ('engine' or 'model' parameter); anything else uses the configured default. */
export function requestedModel(params: Record<string, unknown>): EsrganModel | 'lanczos' | undefined {
  const name = (stringParam(params, 'engine') || stringParam(params, 'model')).toLowerCase();
  if (name === 'esrgan-medium' || name === 'medium') return 'medium';
  if (name === 'esrgan-slim' || name === 'slim') return 'slim';
  if (name === 'lanczos') return 'lanczos';
  return undefined;
}

/** Output format follows the source: JPEG stays JPEG (smaller), everything else becomes PNG. */
export async function outputFormat(path: string): Promise<'png' | 'jpeg'> {
  const meta = await sharp(path, { failOn: 'none' }).metadata();
  return meta.format === 'jpeg' && !meta.hasAlpha ? 'jpeg' : 'png';
}

/** upscale: 2x / 4x / 2K / 4K images (ESRGAN or Lanczos), any target for videos, 2K at 60 fps for videos. */
export async function runUpscale(job: EngineJob, ctx: LocalContext, run: RunContext): Promise<EngineResult> {
  const target = parseUpscaleTarget(job.params.target ?? job.params.upscaler);
  if (!target)
    throw new EngineRefusal(`unknown upscale target ${String(job.params.target)}`, LOCAL_REFUSAL.unsupportedTarget);
  const notes = promptIgnoredNote(job.params, 'upscale');

  if (job.inputs.video) {
    const path = join(job.workDir, 'upscaled.mp4');
    const poster = join(job.workDir, 'upscaled-poster.jpg');
    const video = await upscaleVideo(ctx, job.inputs.video, target, path, { ...run, progress: stage(run, 0, 0.95) });
    await extractPoster(path, poster, { ffmpegPath: ctx.ffmpegPath, signal: run.signal });
    return {
      outputs: [
        {
          path,
          mime: 'video/mp4',
          width: video.width,
          height: video.height,
          fps: video.fps,
          durationS: video.durationS,
          poster,
        },
      ],
      seed: job.seed,
      engine: LOCAL_ENGINE,
      notes: [...video.notes, ...notes],
    };
  }

  const input = job.inputs.image;
  if (!input) throw new EngineRefusal('upscale needs an image or a video', LOCAL_REFUSAL.upscaleSourceRequired);
  if (target === '2k60')
    throw new EngineRefusal('2K at 60 fps applies to videos only', LOCAL_REFUSAL.upscaleTargetVideoOnly);
  const image = await upscaleImage(ctx, input, target, {
    model: requestedModel(job.params),
    signal: run.signal,
    onProgress: stage(run, 0, 0.9),
  });
  const creativity = numberParam(job.params, 'creativity', 0, 0, 1);
  const data = await sharpenRaw(image, creativity * 0.5);
  const format = await outputFormat(input);
  const path = join(job.workDir, `upscaled.${format === 'jpeg' ? 'jpg' : 'png'}`);
  await writeImage({ ...image, data }, path, format);
  return {
    outputs: [{ path, mime: format === 'jpeg' ? 'image/jpeg' : 'image/png', width: image.width, height: image.height }],
    seed: job.seed,
    engine: LOCAL_ENGINE,
    notes: [...image.notes, ...notes],
    data: { method: image.method },
  };
}
