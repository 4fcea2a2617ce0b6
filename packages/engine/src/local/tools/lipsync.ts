import { engineNote } from '../../notes';
import { type EngineJob, EngineRefusal, type EngineResult } from '../../types';
import type { LocalContext, RunContext } from '../context';
import type { FaceBox } from '../faces';
import { lipsync } from '../lipsync';
import { LOCAL_REFUSAL } from '../reasons';
import { LOCAL_ENGINE } from './tool';

/** Output long side per quality level 1-4 (lip-sync's quality levels, docs/product.md "The tools"). */
const LONG_SIDE_BY_LEVEL = [640, 960, 1280, 1920] as const;

function faceBoxParam(value: unknown): FaceBox | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { x, y, width, height } = value as Record<string, unknown>;
  if ([x, y, width, height].every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return { x: x as number, y: y as number, width: width as number, height: height as number };
  }
  return undefined;
}

/**
 * lipsync: the face module's mouth animation driven by the audio's loudness. Inputs: video or image (the face),
 * audio. Params: face_box (else the largest face), level 1-4 (output size), frame_rate.
 */
export async function runLipsync(job: EngineJob, ctx: LocalContext, run: RunContext): Promise<EngineResult> {
  const { video, image, audio } = job.inputs;
  if (!audio) throw new EngineRefusal('lip-sync needs an audio file', LOCAL_REFUSAL.referenceAudioRequired);
  if (!video && !image)
    throw new EngineRefusal('lip-sync needs a face video or image', LOCAL_REFUSAL.referenceVideoRequired);
  const level = Math.min(4, Math.max(1, Math.round(Number(job.params.level) || 1)));
  const fps = typeof job.params.frame_rate === 'number' ? job.params.frame_rate : undefined;
  const out = await lipsync({
    video,
    image,
    audio,
    faceBox: faceBoxParam(job.params.face_box),
    workDir: job.workDir,
    fps,
    maxDurationS: ctx.maxDurationS,
    maxLongSide: LONG_SIDE_BY_LEVEL[level - 1],
    signal: run.signal,
    onProgress: (percent) => run.progress(percent / 100),
  });
  return {
    outputs: [
      {
        path: out.path,
        mime: 'video/mp4',
        width: out.width,
        height: out.height,
        durationS: out.durationS,
        fps: out.fps,
        poster: out.poster,
      },
    ],
    seed: job.seed,
    engine: LOCAL_ENGINE,
    notes: [engineNote('lipsync.loudness')],
    data: { face: out.face },
  };
}
