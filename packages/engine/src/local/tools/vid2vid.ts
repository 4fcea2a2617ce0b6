import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CUSTOM_STYLE } from '@framewise/contracts/routes';
import { engineNote } from '../../notes';
import { type EngineJob, EngineRefusal, type EngineResult } from '../../types';
import { cubeLut, labStats, labTransfer } from '../color/lab';
import { fileLabStats } from '../color/transfer';
import { type LocalContext, type RunContext, stage } from '../context';
import { h264OutputArgs, runFfmpeg } from '../media/ffmpeg';
import { probeMedia } from '../media/probe';
import { extractPoster } from '../media/video';
import { boolParam, numberParam, optionalNumberParam, requireInput, stringParam } from '../params';
import { LOCAL_REFUSAL } from '../reasons';
import { STYLE_IDS, STYLES, styleFromPrompt } from '../vid2vid/styles';
import { LOCAL_ENGINE } from './tool';

/** Restyled videos keep the source size up to this long side (filters like median cost per pixel). */
const MAX_LONG_SIDE = 1280;
const LUT_FILE = 'style.cube';
/** The style applied when neither the request nor its prompt names one. */
const DEFAULT_STYLE = 'anime';

function styleList(params: Record<string, unknown>): string[] {
  const raw = Array.isArray(params.style_list) ? params.style_list : [];
  return raw.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim().toLowerCase());
}

/** Source colours from a few small frames spread over the clip (enough for means and spreads). */
async function sampleVideoStats(ctx: LocalContext, video: string, workDir: string, signal?: AbortSignal) {
  const file = join(workDir, 'v2v-sample.rgb');
  await runFfmpeg(
    [
      '-i',
      video,
      '-vf',
      'fps=2,scale=96:54:force_original_aspect_ratio=disable',
      '-frames:v',
      '8',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      file,
    ],
    { ffmpegPath: ctx.ffmpegPath, signal },
  );
  const pixels = await readFile(file);
  await rm(file, { force: true });
  return labStats(pixels, 3);
}

/**
 * vid2vid: restyles a video with ffmpeg filter graphs (STYLE_IDS, chained in style_list order) or with the colours
 * of a style image ('custom': a 3D LUT built from the Lab statistics of the video and the image). frame_rate and
 * duration shape the output (a shorter source loops); video_refer mixes the source back in. subject_only needs a
 * segmentation model, which this engine does not have: refused. Inputs: video, styleImage for 'custom'.
 */
export async function runVid2vid(job: EngineJob, ctx: LocalContext, run: RunContext): Promise<EngineResult> {
  const video = requireInput(job, 'video', LOCAL_REFUSAL.referenceVideoRequired);
  const { params } = job;
  if (boolParam(params, 'subject_only')) {
    throw new EngineRefusal(
      'Subject-only restyling (background replacement) needs a segmentation model that the local engine does not have.',
      LOCAL_REFUSAL.subjectOnlyUnavailable,
    );
  }
  const notes = [engineNote('vid2vid.filtersOnly')];
  let styles = styleList(params);
  for (const s of styles) {
    if (s !== CUSTOM_STYLE && !STYLES[s]) throw new EngineRefusal(`unknown style ${s}`, LOCAL_REFUSAL.unsupportedStyle);
  }
  if (styles.includes(CUSTOM_STYLE) && !job.inputs.styleImage) {
    throw new EngineRefusal('the custom style needs a style image', LOCAL_REFUSAL.styleImageRequired);
  }
  if (styles.length === 0) {
    const named = styleFromPrompt(stringParam(params, 'prompt'));
    styles = [named ?? DEFAULT_STYLE];
    notes.push(
      named
        ? engineNote('vid2vid.styleFromPrompt', { style: named })
        : engineNote('vid2vid.defaultStyle', { style: DEFAULT_STYLE }),
    );
  }

  const info = await probeMedia(video, ctx.ffprobePath);
  const durationS = numberParam(params, 'duration', Math.min(info.durationS, ctx.maxDurationS), 0.5, ctx.maxDurationS);
  const fps = Math.round(numberParam(params, 'frame_rate', Math.round(info.fps) || 24, 1, ctx.maxFps));
  const shrink = Math.min(1, MAX_LONG_SIDE / Math.max(info.width, info.height));
  const width = Math.max(2, Math.round((info.width * shrink) / 2) * 2);
  const height = Math.max(2, Math.round((info.height * shrink) / 2) * 2);
  const loop = info.durationS + 0.01 < durationS;
  if (loop) notes.push(engineNote('vid2vid.loops', { sourceS: Number(info.durationS.toFixed(1)), durationS }));
  if (job.inputs.mask || params.bg_custom || params.bg_color) notes.push(engineNote('vid2vid.backgroundIgnored'));

  if (styles.includes(CUSTOM_STYLE)) {
    const [source, reference] = await Promise.all([
      sampleVideoStats(ctx, video, job.workDir, run.signal),
      fileLabStats(job.inputs.styleImage!),
    ]);
    await writeFile(join(job.workDir, LUT_FILE), cubeLut(labTransfer(source, reference, 1)));
  }
  run.progress(0.05);

  // video_refer 0..1: how much of the source shows through the style (up to half).
  const refer = optionalNumberParam(params, 'video_refer') ?? 0;
  const keep = Math.min(0.5, Math.max(0, refer) * 0.5);
  const graph: string[] = [
    `[0:v]fps=${fps},scale=${width}:${height}:flags=lanczos,setsar=1${keep > 0 ? ',split=2[s0][orig]' : '[s0]'}`,
  ];
  styles.forEach((style, i) => {
    const input = `s${i}`;
    const output = `s${i + 1}`;
    graph.push(
      style === CUSTOM_STYLE
        ? `[${input}]format=rgb24,lut3d=file=${LUT_FILE}:interp=tetrahedral[${output}]`
        : STYLES[style]!(input, output, { seed: job.seed, width, height, tag: `x${i}` }),
    );
  });
  const last = `s${styles.length}`;
  graph.push(
    keep > 0
      ? `[${last}]format=gbrp[sf];[orig]format=gbrp[of];[sf][of]blend=all_mode=normal:all_opacity=${(1 - keep).toFixed(3)},format=yuv420p[v]`
      : `[${last}]format=yuv420p[v]`,
  );

  const path = join(job.workDir, 'restyled.mp4');
  const poster = join(job.workDir, 'restyled-poster.jpg');
  await runFfmpeg(
    [
      ...(loop ? ['-stream_loop', '-1'] : []),
      '-i',
      video,
      '-t',
      String(durationS),
      '-filter_complex',
      graph.join(';'),
      '-map',
      '[v]',
      '-map',
      '0:a:0?',
      ...h264OutputArgs({ crf: ctx.crf, preset: ctx.x264Preset, fps }),
      '-c:a',
      'aac',
      '-b:a',
      '160k',
      path,
    ],
    {
      ffmpegPath: ctx.ffmpegPath,
      signal: run.signal,
      expectedDurationS: durationS,
      onProgress: stage(run, 0.05, 0.97),
      cwd: job.workDir,
    },
  );
  await extractPoster(path, poster, { ffmpegPath: ctx.ffmpegPath, signal: run.signal });
  const out = await probeMedia(path, ctx.ffprobePath);
  if (styles.includes(CUSTOM_STYLE)) notes.push(engineNote('vid2vid.customStyle'));
  return {
    outputs: [{ path, mime: 'video/mp4', width, height, durationS: out.durationS, fps, poster }],
    seed: job.seed,
    engine: LOCAL_ENGINE,
    notes,
    data: { styles },
  };
}

/** The style ids the local engine offers, 'custom' last. */
export const VID2VID_STYLES: readonly string[] = [...STYLE_IDS, CUSTOM_STYLE];
