import { join } from 'node:path';
import { engineNote } from '../../notes';
import { type EngineJob, EngineRefusal, type EngineResult } from '../../types';
import { labTransfer } from '../color/lab';
import { applyTransfer, fileLabStats, rawLabStats } from '../color/transfer';
import { type LocalContext, type RunContext, stage } from '../context';
import { boolParam, numberParam, stringParam } from '../params';
import { LOCAL_REFUSAL } from '../reasons';
import { claheRaw, sharpenRaw } from '../upscale/enhance';
import { parseUpscaleTarget } from '../upscale/targets';
import { upscaleImage, writeImage } from '../upscale/upscale-image';
import { LOCAL_ENGINE, promptIgnoredNote } from './tool';
import { outputFormat, requestedModel } from './upscale';

/**
 * upscale_turbo: the upscale, then the colour reference's Lab statistics transferred onto it (weight = how far,
 * resemblance = how much of the plain upscale is kept: transfer strength = weight x (1 - resemblance)), CLAHE for
 * HDR, and sharpening by intensity / creativity. Inputs: `image` (the source) and optionally `referenceImage` (the
 * colour reference, color_reference_img).
 */
export async function runUpscaleTurbo(job: EngineJob, ctx: LocalContext, run: RunContext): Promise<EngineResult> {
  const input = job.inputs.image;
  if (!input) throw new EngineRefusal('upscale turbo needs an image', LOCAL_REFUSAL.referenceImageRequired);
  const target = parseUpscaleTarget(job.params.upscaler ?? job.params.target);
  if (!target || target === '2k60') {
    throw new EngineRefusal(`unsupported turbo target ${String(job.params.upscaler)}`, LOCAL_REFUSAL.unsupportedTarget);
  }
  const notes = promptIgnoredNote(job.params, 'upscaleTurbo');
  const engineName = stringParam(job.params, 'engine');
  if (engineName && !requestedModel(job.params)) {
    notes.push(engineNote('turbo.engineUnavailable', { engine: engineName }));
  }

  const image = await upscaleImage(ctx, input, target, {
    model: requestedModel(job.params),
    signal: run.signal,
    onProgress: stage(run, 0, 0.75),
  });
  let data = image.data;

  const colourReference = job.inputs.referenceImage ?? job.inputs.styleImage;
  const weight = numberParam(job.params, 'weight', 1, 0, 1);
  const resemblance = numberParam(job.params, 'resemblance', 0.5, 0, 1);
  const strength = weight * (1 - resemblance);
  if (colourReference && colourReference !== input) {
    if (strength > 0) {
      const [source, reference] = await Promise.all([rawLabStats(image), fileLabStats(colourReference)]);
      data = await applyTransfer({ ...image, data }, labTransfer(source, reference, strength));
      notes.push(engineNote('turbo.coloursMatched', { percent: Math.round(strength * 100) }));
    } else notes.push(engineNote('turbo.coloursKept'));
  }
  run.signal?.throwIfAborted();
  run.progress(0.82);

  if (boolParam(job.params, 'hdr')) {
    data = await claheRaw({ ...image, data });
    notes.push(engineNote('turbo.hdr'));
  }
  run.progress(0.88);
  data = await sharpenRaw({ ...image, data }, numberParam(job.params, 'creativity', 0.5, 0, 1));

  const format = await outputFormat(input);
  const path = join(job.workDir, `turbo.${format === 'jpeg' ? 'jpg' : 'png'}`);
  await writeImage({ ...image, data }, path, format);
  return {
    outputs: [{ path, mime: format === 'jpeg' ? 'image/jpeg' : 'image/png', width: image.width, height: image.height }],
    seed: job.seed,
    engine: LOCAL_ENGINE,
    notes: [...image.notes, ...notes],
    data: { method: image.method, colourStrength: colourReference ? strength : 0 },
  };
}
