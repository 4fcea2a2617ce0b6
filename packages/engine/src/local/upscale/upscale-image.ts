import sharp from 'sharp';
import { type EngineNote, engineNote } from '../../notes';
import { EngineRefusal, type UpscaleTarget } from '../../types';
import type { LocalContext } from '../context';
import { isAbortError } from '../media/abort';
import { LOCAL_REFUSAL } from '../reasons';
import { type EsrganModel, type EsrganScale, EsrganUnavailable } from './esrgan';
import { targetSize } from './targets';

/** Which path made the pixels; recorded in the result's notes. */
type UpscaleMethod = 'esrgan-slim' | 'esrgan-medium' | 'lanczos';

interface UpscaledImage {
  /** Packed pixels at the target size (3 channels, or 4 when the source had transparency). */
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
  method: UpscaleMethod;
  notes: EngineNote[];
}

interface UpscaleImageOptions {
  /** Model size; 'lanczos' skips the model. Default: the engine's configured size. */
  model?: EsrganModel | 'lanczos';
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** The smallest shipped model scale reaching a factor (x8 at most; Lanczos covers what is left). */
function modelScale(factor: number): EsrganScale {
  if (factor <= 2) return 2;
  if (factor <= 4) return 4;
  return 8;
}

/**
 * Upscales an image to a target: ESRGAN (in the worker, tiled) when the model is there and the estimated time
 * fits the budget, then Lanczos to the exact size; Lanczos alone otherwise. Transparency is upscaled with
 * Lanczos and put back.
 */
export async function upscaleImage(
  ctx: LocalContext,
  path: string,
  target: UpscaleTarget,
  options: UpscaleImageOptions = {},
): Promise<UpscaledImage> {
  if (target === '2k60') throw new EngineRefusal('2k60 applies to videos only', LOCAL_REFUSAL.upscaleTargetVideoOnly);
  const meta = await sharp(path, { failOn: 'none' }).metadata();
  const src = { width: meta.autoOrient.width, height: meta.autoOrient.height };
  const out = targetSize(src.width, src.height, target);
  if (out.width * out.height > ctx.upscale.maxOutputPixels) {
    throw new EngineRefusal(
      `output ${out.width}x${out.height} exceeds ${ctx.upscale.maxOutputPixels} pixels`,
      LOCAL_REFUSAL.imageTooLarge,
    );
  }
  const notes: EngineNote[] = [];
  const hasAlpha = meta.hasAlpha;
  const decoded = await sharp(path, { failOn: 'none' })
    .autoOrient()
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba = decoded.data;
  const rgb = await sharp(rgba, { raw: { width: src.width, height: src.height, channels: 4 } })
    .removeAlpha()
    .raw()
    .toBuffer();

  const factor = out.width / src.width;
  const model = options.model ?? ctx.upscale.model;
  let method: UpscaleMethod = 'lanczos';
  let pixels: { data: Buffer; width: number; height: number } = { data: rgb, width: src.width, height: src.height };

  if (model === 'lanczos') notes.push(engineNote('upscale.lanczosRequested'));
  else if (!ctx.upscale.esrgan) notes.push(engineNote('upscale.esrganOff'));
  else if (factor <= 1) notes.push(engineNote('upscale.alreadyLarge'));
  else {
    const scale = modelScale(factor);
    const estimate = ctx.esrgan.estimateMs(src.width, src.height, scale, model);
    if (!ctx.esrgan.available) notes.push(engineNote('upscale.esrganUnavailable'));
    else if (estimate > ctx.upscale.timeBudgetMs) {
      notes.push(
        engineNote('upscale.overBudget', {
          estimateS: Math.round(estimate / 1000),
          budgetS: Math.round(ctx.upscale.timeBudgetMs / 1000),
        }),
      );
    } else {
      try {
        const run = await ctx.esrgan.upscale({ rgb, width: src.width, height: src.height }, scale, model, {
          signal: options.signal,
          // The estimate can be off on a busy machine; past 1.5x the budget Lanczos finishes the job instead.
          deadlineMs: ctx.upscale.timeBudgetMs * 1.5,
          onProgress: (f) => options.onProgress?.(0.95 * f),
        });
        pixels = {
          data: Buffer.from(run.rgb.buffer, run.rgb.byteOffset, run.rgb.byteLength),
          width: run.width,
          height: run.height,
        };
        method = model === 'medium' ? 'esrgan-medium' : 'esrgan-slim';
        notes.push(
          engineNote(run.width === out.width ? 'upscale.esrgan' : 'upscale.esrganThenLanczos', { model, scale }),
        );
      } catch (err) {
        if (isAbortError(err) || options.signal?.aborted) throw err;
        // The reason stays in the engine: users read only that Lanczos finished the job.
        notes.push(engineNote(err instanceof EsrganUnavailable ? 'upscale.esrganUnavailable' : 'upscale.esrganFailed'));
      }
    }
  }
  options.signal?.throwIfAborted();

  let data = await sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } })
    .resize(out.width, out.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let channels: 3 | 4 = 3;
  if (hasAlpha) {
    const alpha = await sharp(rgba, { raw: { width: src.width, height: src.height, channels: 4 } })
      .extractChannel(3)
      .resize(out.width, out.height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    data = await sharp(data, { raw: { width: out.width, height: out.height, channels: 3 } })
      .joinChannel(alpha, { raw: { width: out.width, height: out.height, channels: 1 } })
      .raw()
      .toBuffer();
    channels = 4;
  }
  options.onProgress?.(1);
  return { data, width: out.width, height: out.height, channels, method, notes };
}

/** Writes an upscaled image as PNG, or as JPEG when the source was a JPEG without transparency. */
export async function writeImage(
  image: { data: Buffer; width: number; height: number; channels: 3 | 4 },
  path: string,
  format: 'png' | 'jpeg',
): Promise<void> {
  const pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
  await (format === 'jpeg'
    ? pipeline.jpeg({ quality: 92, mozjpeg: true })
    : pipeline.png({ compressionLevel: 6 })
  ).toFile(path);
}
