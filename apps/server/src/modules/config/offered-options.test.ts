import { stat } from 'node:fs/promises';
import {
  type GenerateAnswer,
  type GenerationModel,
  MODE,
  TASK_STATUS,
  TOOLS,
  type Tool,
  type ToolConfig,
} from '@framewise/contracts';
import { createLocalEngine } from '@framewise/engine/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../worker';
import { RELAX_TASKS_PER_USER } from '../generation';
import { appWithEngine, callAs, makeMember, silentLog, uploadAs } from '../generation/testing';
import { buildObjectKey, storageService } from '../storage';
import type { LocalDriver } from '../storage/local-driver';
import { audioOf, realVideo } from '../storage/testing';
import { findTask } from '../tasks';

/**
 * Every choice the server offers a tool (its /api/config/generate options and the model list its screen reads) is
 * accepted by the generation call and produces a result with the real local engine. One option is varied at a time
 * from the tool's default request, on the smallest inputs, so the walk stays short: about 70 s of CPU (two worker
 * slots, so about 40 s on an idle 2-core machine); the timeout only guards against a machine shared with others.
 */

let h: Awaited<ReturnType<typeof appWithEngine>>;
const harness = () => h;

beforeAll(async () => {
  // The real engine, rendering small: the option walk checks acceptance and a real result, not picture quality.
  h = await appWithEngine(createLocalEngine({ videoShortSide: 64, x264Preset: 'ultrafast' }));
});
afterAll(() => h?.close());

/** The fields a user picks from offered options; each offered value is submitted once. */
const WALKED = [
  'model',
  'version',
  'ratio',
  'duration',
  'mode',
  'upscaler',
  'target',
  'videoTarget',
  'level',
  'engine',
];

const URL_OF = {
  text2video: '/api/images/text2video/generate',
  img2video: '/api/images/animation/generate',
  vid2vid: '/api/images/v2v/generate',
  lipsync: '/api/images/lipsync/generate',
  upscale: '/api/images/animation/upscale',
  turbo: '/api/images/upscaler/turbo',
  extend: '/api/v2/images/text2video/extend',
};

interface Inputs {
  image: string;
  video: string;
  audio: string;
  /** A finished video work of the user (the source of extend). */
  work?: string;
}

interface Submission {
  tool: Tool;
  choice: string;
  url: string;
  body: Record<string, unknown>;
}

/** The tool's default request as its screen would send it, with the smallest inputs. */
function defaultRequest(
  tool: Tool,
  config: ToolConfig,
  inputs: Inputs,
): { url: string; body: Record<string, unknown> } {
  const d = config.defaults as Record<string, unknown>;
  const task = { mode: d.mode, private: false };
  const video = {
    model: d.model,
    version: d.version,
    duration: d.duration,
    frame_rate: d.frame_rate,
    motion_speed: d.motion_speed,
    move_type: d.move_type,
    seed: d.seed,
    ...task,
  };
  switch (tool) {
    case 'text2video':
      return {
        url: URL_OF.text2video,
        body: { prompts: [{ prompt: 'a lighthouse at dusk', keyframe: 1 }], ratio: d.ratio, ...video },
      };
    case 'ai_video':
    case 'img2video':
    case 'img2video_v2':
      return { url: URL_OF.img2video, body: { tool, reference_img: inputs.image, ratio: d.ratio, ...video } };
    case 'vid2vid':
      return {
        url: URL_OF.vid2vid,
        body: {
          reference_video: inputs.video,
          prompt: 'a rainy street',
          model: d.model,
          duration: d.duration,
          frame_rate: d.frame_rate,
          style_list: d.style_list === undefined ? [] : [d.style_list],
          ...task,
        },
      };
    case 'lipsync':
      return {
        url: URL_OF.lipsync,
        body: {
          reference_media: inputs.image,
          reference_audio: inputs.audio,
          face_box: { x: 16, y: 12, width: 32, height: 24 },
          level: d.level,
          ...task,
        },
      };
    case 'upscale':
      return { url: URL_OF.upscale, body: { reference_img: inputs.image, target: d.target, ...task } };
    case 'upscale_turbo':
      return {
        url: URL_OF.turbo,
        body: { reference_img: inputs.image, upscaler: d.upscaler, engine: d.engine, ...task },
      };
    case 'extend':
      return { url: URL_OF.extend, body: { id: inputs.work, duration: d.duration, ...task } };
  }
}

/** The models the tool's screen offers: the AI video generator reads /api/video/modelList, the others the config. */
async function screenModels(tool: Tool): Promise<string[]> {
  const res =
    tool === 'ai_video'
      ? await callAs<GenerationModel[]>(harness(), null, 'GET', '/api/video/modelList')
      : await callAs<GenerationModel[]>(harness(), null, 'GET', `/api/config/model?type=${tool}`);
  return tool === 'upscale' || tool === 'upscale_turbo' ? [] : res.data.map((m) => m.id);
}

/** The default request, then one request per offered value of each walked field that differs from the default. */
async function submissionsOf(tool: Tool, inputs: Inputs): Promise<Submission[]> {
  const config = (await callAs<ToolConfig>(harness(), null, 'GET', `/api/config/generate?type=${tool}`)).data;
  expect(config.type).toBe(tool);
  if (!config.available) return [];
  const base = defaultRequest(tool, config, inputs);
  const list: Submission[] = [{ tool, choice: 'defaults', ...base }];
  for (const field of WALKED) {
    const options = config.options[field] ?? [];
    const values = options.map((o) => o.value as string | number);
    if (field === 'model') values.push(...(await screenModels(tool)).filter((m) => !values.includes(m)));
    for (const value of values) {
      const option = options.find((o) => o.value === value);
      const body: Record<string, unknown> = { ...base.body };
      if (field === 'videoTarget') {
        delete body.reference_img;
        body.reference_video = inputs.video;
        body.target = value;
      } else {
        if (config.defaults[field as keyof ToolConfig['defaults']] === value) continue;
        body[field] = value;
      }
      if (option?.fastOnly) body.mode = MODE.FAST;
      list.push({ tool, choice: `${field}=${value}`, url: base.url, body });
    }
  }
  return list;
}

/** Runs queued tasks until none is left, in two slots (small renders leave a core idle). */
async function drain(): Promise<void> {
  const worker = createWorker(h.app.ctx, silentLog);
  const slot = async (id: string) => {
    while ((await worker.runOnce(undefined, id)) !== undefined) {
      // next task
    }
  };
  await Promise.all([slot('walk/1'), slot('walk/2')]);
}

/** What went wrong with one submission, or null when it produced a stored result file. */
async function outcome(user: string, s: Submission, id: string | undefined, refusal?: string): Promise<string | null> {
  if (!id) return `${s.tool} ${s.choice}: refused (${refusal})`;
  const task = await findTask(h.db, id);
  const output = task?.outputs[0];
  if (task?.status !== TASK_STATUS.SUCCESS || !output) {
    return `${s.tool} ${s.choice}: status ${task?.status} (${task?.msg ?? ''})`;
  }
  const driver = storageService(h.app.ctx).driver as LocalDriver;
  const file = await stat(driver.filePath(output.bucket, output.key)).catch(() => null);
  if (!file || file.size === 0) return `${s.tool} ${s.choice}: no output file`;
  expect(task.user_uuid).toBe(user);
  return null;
}

interface Sent {
  s: Submission;
  id?: string;
  msg: string;
}

/** Submits each request, runs the queue empty and answers the problems (an empty list when all produced results). */
async function submitAll(user: string, submissions: Submission[]): Promise<{ sent: Sent[]; problems: string[] }> {
  const sent: Sent[] = [];
  let relaxOpen = 0;
  for (const s of submissions) {
    // Relax mode caps one user's unfinished tasks: let the queue drain before going past the cap.
    if (s.body.mode === MODE.RELAX) {
      if (relaxOpen === RELAX_TASKS_PER_USER) {
        await drain();
        relaxOpen = 0;
      }
      relaxOpen += 1;
    }
    const res = await callAs<GenerateAnswer>(harness(), user, 'POST', s.url, s.body);
    sent.push({ s, ...(res.code === 0 ? { id: res.data.id } : {}), msg: res.msg });
  }
  await drain();
  const problems: string[] = [];
  for (const { s, id, msg } of sent) {
    const problem = await outcome(user, s, id, msg);
    if (problem) problems.push(problem);
  }
  return { sent, problems };
}

describe('every offered option works', () => {
  it('submits each choice of every tool once and gets a result for each', async () => {
    // PRO: a subscriber with unlimited mode and pro items; points for every paid choice.
    const user = await makeMember(harness(), 100_000, 'PRO');
    const storage = storageService(h.app.ctx);
    const put = async (ext: 'mp4' | 'mp3', body: Buffer) => {
      const key = buildObjectKey({ path: 'upload', ownerUuid: user, ext });
      await storage.putOwnedObject({ bucket: h.app.ctx.config.storage.buckets.private, key, ownerUuid: user, body });
      return key;
    };
    const inputs: Inputs = {
      image: await uploadAs(harness(), user, 'png'),
      // 16:9 like the generated videos, so a 4K pass is 3840 x 2160 rather than a square 3840 x 3840.
      video: await put('mp4', await realVideo(1, '112x64')),
      audio: await put('mp3', await audioOf('mp3', 1)),
    };

    const first: Submission[] = [];
    for (const tool of TOOLS.filter((t) => t !== 'extend')) first.push(...(await submissionsOf(tool, inputs)));
    expect(first.map((s) => s.tool)).toEqual(expect.arrayContaining(TOOLS.filter((t) => t !== 'extend')));
    const { sent, problems } = await submitAll(user, first);

    // Extend continues a finished video: the default text to video result.
    const work = sent.find((r) => r.s.tool === 'text2video' && r.s.choice === 'defaults')?.id;
    expect(work).toBeDefined();
    problems.push(...(await submitAll(user, await submissionsOf('extend', { ...inputs, work }))).problems);

    expect(problems).toEqual([]);
  }, 300_000);
});
