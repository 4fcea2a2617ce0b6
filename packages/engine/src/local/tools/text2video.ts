import { join } from 'node:path';
import { ratioFromCode } from '@framewise/contracts/routes';
import { engineNote } from '../../notes';
import { type EngineJob, EngineRefusal, type EngineResult, type MoveType } from '../../types';
import { type LocalContext, type RunContext, stage } from '../context';
import { encodeFrames } from '../media/encode';
import { crossfade, writePoster } from '../media/frames';
import { createRandom } from '../media/random';
import { parseMoveType } from '../motion/camera';
import { clipTiming, DEFAULT_MOTION_SPEED, numberParam, sizeForRatio, stringParam } from '../params';
import { analysePrompt } from '../preview/prompt-style';
import { prepareScene } from '../preview/scene';
import { LOCAL_REFUSAL } from '../reasons';
import { LOCAL_PREVIEW_ENGINE } from './tool';

interface ScenePlan {
  prompt: string;
  /** Seconds. */
  start: number;
  end: number;
}

/**
 * Scene timing from keyframes: each prompt's keyframe is the second (1-based) at which its scene starts; the first
 * scene always starts at 0. Keyframes that do not fit the clip (past its end, or not increasing) fall back to
 * equal shares, so every prompt still gets a scene.
 */
export function planScenes(prompts: readonly { prompt: string; keyframe?: number }[], durationS: number): ScenePlan[] {
  const sorted = [...prompts].sort((a, b) => (a.keyframe ?? 1) - (b.keyframe ?? 1));
  let starts = sorted.map((p, i) => (i === 0 ? 0 : Math.max(0, (p.keyframe ?? 1) - 1)));
  const fits = starts.every((s, i) => i === 0 || (s > starts[i - 1]! + 0.25 && s < durationS - 0.25));
  if (!fits) starts = sorted.map((_, i) => (i * durationS) / sorted.length);
  return sorted.map((p, i) => ({ prompt: p.prompt, start: starts[i]!, end: starts[i + 1] ?? durationS }));
}

/** Camera moves a scene may get when neither the parameters nor the prompt choose one. */
const SCENE_MOVES: readonly MoveType[] = ['zoom_in', 'zoom_out', 'pan_left', 'pan_right', 'orbit'];
/** Scenes cross-fade over this long (shorter for short scenes). */
const CROSSFADE_S = 0.6;

function promptsOf(params: Record<string, unknown>): { prompt: string; keyframe?: number }[] {
  const list = Array.isArray(params.prompts) ? params.prompts : [];
  const prompts = list
    .filter((p): p is { prompt: string; keyframe?: number } => typeof p?.prompt === 'string' && p.prompt.trim() !== '')
    .map((p) => ({ prompt: p.prompt.trim(), keyframe: typeof p.keyframe === 'number' ? p.keyframe : undefined }));
  const single = stringParam(params, 'prompt').trim();
  if (prompts.length === 0 && single) prompts.push({ prompt: single, keyframe: 1 });
  return prompts;
}

/**
 * text2video without a reference: a seeded procedural preview. Each keyframe prompt becomes a scene whose palette,
 * camera move, pace and busyness come from its words (and the keywords); scenes cross-fade. Recorded as
 * 'local-preview'.
 */
export async function runText2video(job: EngineJob, ctx: LocalContext, run: RunContext): Promise<EngineResult> {
  const { params } = job;
  const prompts = promptsOf(params);
  if (prompts.length === 0) throw new EngineRefusal('text to video needs a prompt', LOCAL_REFUSAL.promptRequired);
  const explicitMove =
    params.move_type === undefined || params.move_type === '' ? null : parseMoveType(params.move_type);
  if (params.move_type !== undefined && params.move_type !== '' && !explicitMove) {
    throw new EngineRefusal(`unsupported move type ${String(params.move_type)}`, LOCAL_REFUSAL.unsupportedMoveType);
  }
  const { durationS, fps, frameCount } = clipTiming(params, ctx);
  const { width, height } = sizeForRatio(ratioFromCode(params.ratio).value, ctx.videoShortSide);
  const baseSpeed = numberParam(params, 'motion_speed', DEFAULT_MOTION_SPEED, 1, 10);
  const creativity = numberParam(params, 'creativity', 0.5, 0, 1);
  const keywords = Array.isArray(params.keywords) ? params.keywords.filter((k) => typeof k === 'string').join(' ') : '';
  const plans = planScenes(prompts, durationS);
  const pick = createRandom(job.seed, 'moves');

  const scenes = plans.map((plan, index) => {
    const style = analysePrompt(`${plan.prompt} ${keywords}`);
    const move = explicitMove ?? style.move ?? SCENE_MOVES[Math.floor(pick() * SCENE_MOVES.length)]!;
    const speed = Math.min(10, Math.max(1, baseSpeed * style.pace));
    return { plan, style, move, speed, index };
  });
  const fade = Math.min(CROSSFADE_S, ...plans.map((p) => (p.end - p.start) / 3));
  // Each scene renders a little past its edges so neighbours have frames to cross-fade with.
  const spans = plans.map((p, i) => ({
    from: i === 0 ? 0 : p.start - fade / 2,
    to: i === plans.length - 1 ? durationS : p.end + fade / 2,
  }));

  const prepared = new Map<number, Promise<(t: number) => Promise<Buffer>>>();
  const sceneRenderer = (i: number) => {
    let renderer = prepared.get(i);
    if (!renderer) {
      const s = scenes[i]!;
      renderer = prepareScene({
        style: s.style,
        seed: job.seed,
        index: i,
        width,
        height,
        durationS: spans[i]!.to - spans[i]!.from,
        move: s.move,
        speed: s.speed,
        jitter: 0.3 + 0.5 * creativity,
      });
      prepared.set(i, renderer);
      // Scenes play in order: drop layers two scenes back to bound memory.
      prepared.delete(i - 2);
    }
    return renderer;
  };
  const sceneFrame = async (i: number, seconds: number) => {
    const span = spans[i]!;
    const render = await sceneRenderer(i);
    return render((seconds - span.from) / Math.max(1e-6, span.to - span.from));
  };

  const renderFrame = async (index: number) => {
    const seconds = frameCount > 1 ? (index / (frameCount - 1)) * durationS : 0;
    let current = plans.findIndex((p) => seconds < p.end);
    if (current < 0) current = plans.length - 1;
    const plan = plans[current]!;
    // Around a boundary both neighbours render and blend.
    if (current > 0 && seconds < plan.start + fade / 2) {
      const w = (seconds - (plan.start - fade / 2)) / fade;
      const [a, b] = await Promise.all([sceneFrame(current - 1, seconds), sceneFrame(current, seconds)]);
      return crossfade(a, b, w, width, height);
    }
    if (current < plans.length - 1 && seconds > plan.end - fade / 2) {
      const w = (seconds - (plan.end - fade / 2)) / fade;
      const [a, b] = await Promise.all([sceneFrame(current, seconds), sceneFrame(current + 1, seconds)]);
      return crossfade(a, b, w, width, height);
    }
    return sceneFrame(current, seconds);
  };

  const path = join(job.workDir, 'preview.mp4');
  const poster = join(job.workDir, 'preview-poster.jpg');
  const posterIndex = Math.min(frameCount - 1, Math.round(frameCount * 0.25));
  let posterFrame: Buffer | null = null;
  await encodeFrames({
    width,
    height,
    fps,
    frameCount,
    renderFrame,
    onFrame: (i, frame) => {
      if (i === posterIndex) posterFrame = frame;
    },
    output: path,
    ffmpegPath: ctx.ffmpegPath,
    signal: run.signal,
    onProgress: stage(run, 0, 0.97),
    crf: ctx.crf,
    preset: ctx.x264Preset,
  });
  await writePoster(posterFrame!, width, height, poster);
  const notes = [engineNote('text2video.procedural')];
  if (Array.isArray(params.extra_model) && params.extra_model.length > 0) {
    notes.push(engineNote('text2video.extraModelsUnused'));
  }
  return {
    outputs: [{ path, mime: 'video/mp4', width, height, durationS: frameCount / fps, fps, poster }],
    seed: job.seed,
    engine: LOCAL_PREVIEW_ENGINE,
    notes,
    data: {
      scenes: scenes.map((s) => ({
        start: s.plan.start,
        end: s.plan.end,
        move: s.move,
        speed: s.speed,
        hues: s.style.hues,
      })),
    },
  };
}
