import { type EngineNote, engineNote } from '../../notes';
import { EngineRefusal, type UpscaleTarget } from '../../types';
import type { LocalContext, RunContext } from '../context';
import { h264OutputArgs, runFfmpeg } from '../media/ffmpeg';
import { probeMedia } from '../media/probe';
import { LOCAL_REFUSAL } from '../reasons';
import { targetSize } from './targets';

/**
 * Motion-compensated interpolation (minterpolate mci) costs about this many source pixels x output frames per
 * second of wall time on two cores; above MCI_MAX_WORK the cheaper frame blending (framerate filter) runs instead.
 */
const MCI_MAX_WORK = 640 * 360 * 60 * 6;

interface UpscaledVideo {
  width: number;
  height: number;
  fps: number;
  durationS: number;
  notes: EngineNote[];
}

/** The filter that brings a clip to 60 fps, and what the note says about it. */
function sixtyFps(width: number, height: number, fps: number, durationS: number): { filter: string; note: EngineNote } {
  if (fps >= 59.9) return { filter: 'fps=60', note: engineNote('upscale.already60') };
  if (width * height * durationS * 60 <= MCI_MAX_WORK) {
    return {
      filter: 'minterpolate=fps=60:mi_mode=mci:mc_mode=aobmc:me_mode=bidir:vsbmc=1',
      note: engineNote('upscale.interpolated60'),
    };
  }
  return {
    filter: 'framerate=fps=60',
    note: engineNote('upscale.blended60'),
  };
}

/**
 * Upscales a video with ffmpeg: Lanczos to the target (2x, 4x, 2K, 4K), and for 2K60 interpolated to 60 fps
 * first, at the source size where it is cheapest. Audio is kept (AAC).
 */
export async function upscaleVideo(
  ctx: LocalContext,
  input: string,
  target: UpscaleTarget,
  output: string,
  run: RunContext,
): Promise<UpscaledVideo> {
  const info = await probeMedia(input, ctx.ffprobePath);
  if (info.durationS > ctx.upscale.maxVideoDurationS) {
    throw new EngineRefusal(
      `video of ${info.durationS.toFixed(1)} s is longer than ${ctx.upscale.maxVideoDurationS} s`,
      LOCAL_REFUSAL.videoTooLong,
    );
  }
  const out = targetSize(info.width, info.height, target, true);
  const notes = [engineNote('upscale.videoLanczos')];
  const filters: string[] = [];
  let fps = info.fps;
  if (target === '2k60') {
    const sixty = sixtyFps(info.width, info.height, info.fps, info.durationS);
    filters.push(sixty.filter);
    notes.push(sixty.note);
    fps = 60;
  }
  filters.push(`scale=${out.width}:${out.height}:flags=lanczos`, 'setsar=1');
  await runFfmpeg(
    [
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-vf',
      filters.join(','),
      ...h264OutputArgs({
        crf: Math.max(0, ctx.crf - 2),
        preset: ctx.x264Preset,
        fps: target === '2k60' ? 60 : undefined,
      }),
      '-c:a',
      'aac',
      '-b:a',
      '160k',
      output,
    ],
    {
      ffmpegPath: ctx.ffmpegPath,
      signal: run.signal,
      expectedDurationS: info.durationS,
      onProgress: run.progress,
    },
  );
  return { width: out.width, height: out.height, fps, durationS: info.durationS, notes };
}
