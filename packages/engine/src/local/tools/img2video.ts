import { join } from 'node:path';
import { ratioFromCode } from '@framewise/contracts/routes';
import { engineNote } from '../../notes';
import { type EngineJob, EngineRefusal, type EngineResult } from '../../types';
import { type LocalContext, type RunContext, stage } from '../context';
import { encodeFrames } from '../media/encode';
import { imageSize, writePoster } from '../media/frames';
import { parseMoveType } from '../motion/camera';
import { prepareCameraClip } from '../motion/camera-clip';
import { clipTiming, DEFAULT_MOTION_SPEED, numberParam, requireInput, sizeForRatio } from '../params';
import { LOCAL_REFUSAL } from '../reasons';
import { LOCAL_ENGINE, promptIgnoredNote } from './tool';

/**
 * img2video: a camera move (move_type, motion_speed) over the reference image for `duration` seconds at
 * `frame_rate`, framed to the ratio code (the image's own ratio when absent), the end frame blended in, motion
 * limited to the brushed mask, wobble seeded. Inputs: image, optional endImage and mask.
 */
export async function runImg2video(job: EngineJob, ctx: LocalContext, run: RunContext): Promise<EngineResult> {
  const image = requireInput(job, 'image', LOCAL_REFUSAL.referenceImageRequired);
  const { params } = job;
  const move = params.move_type === undefined || params.move_type === '' ? 'zoom_in' : parseMoveType(params.move_type);
  if (!move)
    throw new EngineRefusal(`unsupported move type ${String(params.move_type)}`, LOCAL_REFUSAL.unsupportedMoveType);
  const { durationS, fps, frameCount } = clipTiming(params, ctx);
  const speed = numberParam(params, 'motion_speed', DEFAULT_MOTION_SPEED, 1, 10);
  const source = await imageSize(image);
  const ratio =
    params.ratio === undefined || params.ratio === null
      ? source.width / source.height
      : ratioFromCode(params.ratio).value;
  const { width, height } = sizeForRatio(ratio, ctx.videoShortSide);

  const renderFrame = await prepareCameraClip({
    image,
    width,
    height,
    durationS,
    frameCount,
    move,
    speed,
    seed: job.seed,
    mask: job.inputs.mask,
    endImage: job.inputs.endImage,
  });
  run.progress(0.05);
  const path = join(job.workDir, 'video.mp4');
  const poster = join(job.workDir, 'poster.jpg');
  let first: Buffer | null = null;
  await encodeFrames({
    width,
    height,
    fps,
    frameCount,
    renderFrame,
    onFrame: (i, frame) => {
      if (i === 0) first = frame;
    },
    output: path,
    ffmpegPath: ctx.ffmpegPath,
    signal: run.signal,
    onProgress: stage(run, 0.05, 0.97),
    crf: ctx.crf,
    preset: ctx.x264Preset,
  });
  await writePoster(first!, width, height, poster);

  const notes = promptIgnoredNote(params, 'img2video');
  if (job.inputs.mask) notes.push(engineNote('img2video.maskLimited'));
  if (job.inputs.endImage) notes.push(engineNote('img2video.endFrame'));
  return {
    outputs: [{ path, mime: 'video/mp4', width, height, durationS: frameCount / fps, fps, poster }],
    seed: job.seed,
    engine: LOCAL_ENGINE,
    notes,
    data: { move, speed },
  };
}
