import { join } from 'node:path';
import { engineNote } from '../../notes';
import { type EngineJob, EngineRefusal, type EngineResult } from '../../types';
import { type LocalContext, type RunContext, stage } from '../context';
import { encodeFrames } from '../media/encode';
import { probeMedia } from '../media/probe';
import { extractLastFrame, extractPoster } from '../media/video';
import { prepareCameraClip } from '../motion/camera-clip';
import { numberParam, requireInput } from '../params';
import { LOCAL_REFUSAL } from '../reasons';
import { LOCAL_ENGINE, promptIgnoredNote } from './tool';

/** The continuation's camera: a slow push-in, calm enough to pass for the shot going on. */
const CONTINUE_SPEED = 2;

/**
 * video_extend: continues a finished video by `duration` seconds. The last frame is extracted, a gentle camera
 * push-in over it is rendered at the source's size and frame rate, and source + continuation are joined in one
 * re-encode (no container or timestamp mismatch); audio, if any, is padded with silence.
 */
export async function runVideoExtend(job: EngineJob, ctx: LocalContext, run: RunContext): Promise<EngineResult> {
  const video = requireInput(job, 'video', LOCAL_REFUSAL.referenceVideoRequired);
  const info = await probeMedia(video, ctx.ffprobePath);
  if (info.durationS + 0.5 > ctx.maxDurationS * 2) {
    throw new EngineRefusal(
      `video of ${info.durationS.toFixed(1)} s is too long to extend`,
      LOCAL_REFUSAL.videoTooLong,
    );
  }
  const extraS = numberParam(job.params, 'duration', 4, 0.5, ctx.maxDurationS);
  const fps = info.fps > 0 ? info.fps : 24;
  // yuv420p needs even sides; an odd-sized source is cropped by one pixel.
  const width = info.width - (info.width % 2);
  const height = info.height - (info.height % 2);
  const lastFrame = join(job.workDir, 'extend-last-frame.png');
  await extractLastFrame(video, lastFrame, { ffmpegPath: ctx.ffmpegPath, signal: run.signal });
  run.progress(0.05);

  // Frame 0 of the move would repeat the last frame, so the continuation starts one frame in.
  const extraFrames = Math.max(1, Math.round(extraS * fps));
  const render = await prepareCameraClip({
    image: lastFrame,
    width,
    height,
    durationS: extraS,
    frameCount: extraFrames + 1,
    move: 'zoom_in',
    speed: CONTINUE_SPEED,
    seed: job.seed,
    jitter: 0,
  });
  const totalS = info.durationS + extraFrames / fps;
  const path = join(job.workDir, 'extended.mp4');
  const poster = join(job.workDir, 'extended-poster.jpg');
  const filter = [
    `[0:v]scale=${width}:${height},setsar=1,fps=${info.fpsRational},format=yuv420p[a]`,
    `[1:v]setsar=1,format=yuv420p[b]`,
    '[a][b]concat=n=2:v=1:a=0[v]',
    ...(info.hasAudio ? [`[0:a]apad=whole_dur=${totalS.toFixed(3)}[au]`] : []),
  ].join(';');
  await encodeFrames({
    width,
    height,
    fps,
    frameCount: extraFrames,
    renderFrame: (i) => render(i + 1),
    output: path,
    inputsBefore: ['-i', video],
    fpsRational: info.fpsRational,
    mapping: [
      '-filter_complex',
      filter,
      '-map',
      '[v]',
      ...(info.hasAudio ? ['-map', '[au]', '-c:a', 'aac', '-b:a', '160k'] : []),
    ],
    ffmpegPath: ctx.ffmpegPath,
    signal: run.signal,
    onProgress: stage(run, 0.05, 0.97),
    crf: ctx.crf,
    preset: ctx.x264Preset,
  });
  await extractPoster(path, poster, { atS: info.durationS, ffmpegPath: ctx.ffmpegPath, signal: run.signal });
  const out = await probeMedia(path, ctx.ffprobePath);
  return {
    outputs: [{ path, mime: 'video/mp4', width, height, durationS: out.durationS, fps: out.fps, poster }],
    seed: job.seed,
    engine: LOCAL_ENGINE,
    notes: [engineNote('videoExtend.cameraMove'), ...promptIgnoredNote(job.params, 'videoExtend')],
    data: { addedS: extraFrames / fps, sourceDurationS: info.durationS },
  };
}
