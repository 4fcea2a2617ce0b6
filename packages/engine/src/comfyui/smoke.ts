/**
 * The smoke test an operator runs once on a new GPU worker: each workflow template gets its smallest job through
 * the real adapter (one template at a time), and each result is checked with ffprobe / sharp. A template the
 * server cannot run (per /object_info) is reported with the reasons instead of being run.
 * CLI: packages/engine/comfy-smoke.mjs.
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { probeMedia, runFfmpeg } from '../local/faces-media';
import type { EngineJob, JobInputs } from '../types';
import { type ComfyUiEngineOptions, createComfyUiEngine } from './engine';
import { type ObjectInfo, templateProblems } from './object-info';
import { DEFAULT_WORKFLOWS_DIR, loadTemplates, type WorkflowTemplate } from './templates';

export interface SmokeOptions extends Omit<ComfyUiEngineOptions, 'workflowsDir'> {
  workflowsDir?: string;
  /** Only these templates (names); default all. */
  only?: string[];
}

export interface SmokeRow {
  template: string;
  status: 'ok' | 'failed' | 'skipped';
  /** What was checked, or why it failed or was skipped. */
  detail: string;
  seconds: number;
}

/** Smallest inputs: a 512x512 picture, a 1 s 320x240 16 fps clip, 1 s of tone. */
async function makeInputs(dir: string): Promise<Required<Pick<JobInputs, 'image' | 'endImage' | 'video' | 'audio'>>> {
  const image = join(dir, 'image.png');
  const endImage = join(dir, 'end.png');
  const video = join(dir, 'video.mp4');
  const audio = join(dir, 'audio.wav');
  const picture = (r: number, b: number) =>
    sharp({ create: { width: 512, height: 512, channels: 3, background: { r, g: 120, b } } }).png();
  await picture(200, 40).toFile(image);
  await picture(40, 200).toFile(endImage);
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=16:duration=1'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=220:duration=1'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-y', video],
  ]);
  await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=220:duration=1', '-y', audio]);
  return { image, endImage, video, audio };
}

/** The job that selects `template` with its fewest frames and pixels. */
function smallestJob(template: WorkflowTemplate, inputs: JobInputs, workDir: string): EngineJob {
  const tool = template.tools[0] as EngineJob['tool'];
  const jobInputs: JobInputs = {};
  for (const key of template.inputs) jobInputs[key] = inputs[key];
  return {
    id: `smoke-${template.name}`,
    tool,
    inputs: jobInputs,
    params: { prompt: 'a red ball rolling slowly across a wooden table', duration: 1, target: '2x' },
    seed: 1,
    workDir,
  };
}

/** Whether the template's video node puts audio into the result. */
const wantsAudio = (template: WorkflowTemplate) =>
  Object.values(template.prompt).some((n) => n.class_type === 'CreateVideo' && 'audio' in n.inputs);

async function checkOutput(template: WorkflowTemplate, path: string, mime: string): Promise<string> {
  if (mime.startsWith('image/')) {
    const meta = await sharp(path).metadata();
    if (!meta.width || !meta.height) throw new Error('the image has no size');
    // Upscale 2x of the 512 px input.
    if (template.tools.includes('upscale') && meta.width !== 1024)
      throw new Error(`expected 1024 px wide, got ${meta.width}`);
    return `image ${meta.width}x${meta.height}`;
  }
  const info = await probeMedia(path);
  if (!info.video?.width || !info.video.height) throw new Error('ffprobe finds no video stream');
  if (info.durationS <= 0) throw new Error('the video has no duration');
  if (wantsAudio(template) && !info.audio) throw new Error('the video has no audio stream');
  if (template.segments && info.video.width !== 640) throw new Error(`expected 640 px wide, got ${info.video.width}`);
  return `video ${info.video.width}x${info.video.height} ${info.durationS.toFixed(2)} s ${info.video.fps} fps${
    info.audio ? ' + audio' : ''
  }`;
}

/** Runs every template's smallest job on the server; nothing throws, every template gets a row. */
export async function runSmokeTest(options: SmokeOptions): Promise<SmokeRow[]> {
  const workflowsDir = options.workflowsDir ?? DEFAULT_WORKFLOWS_DIR;
  const templates = loadTemplates(workflowsDir).filter((t) => !options.only || options.only.includes(t.name));
  const dir = await mkdtemp(join(tmpdir(), 'fw-comfy-smoke-'));
  const rows: SmokeRow[] = [];
  try {
    const inputs = await makeInputs(dir);
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const info = (await (await fetchImpl(`${options.baseUrl.replace(/\/+$/, '')}/object_info`)).json()) as ObjectInfo;
    for (const template of templates) {
      const started = Date.now();
      const row = (status: SmokeRow['status'], detail: string) =>
        rows.push({ template: template.name, status, detail, seconds: (Date.now() - started) / 1000 });
      const problems = templateProblems(template, info, { ...template.defaults, ...options.variables });
      if (problems.length > 0) {
        row('skipped', problems.join('; '));
        continue;
      }
      // One template per engine, so the job runs exactly this workflow.
      const only = join(dir, `wf-${template.name}`);
      const workDir = join(dir, `job-${template.name}`);
      await mkdir(only);
      await mkdir(workDir);
      await copyFile(join(workflowsDir, `${template.name}.json`), join(only, `${template.name}.json`));
      try {
        const engine = createComfyUiEngine({ ...options, workflowsDir: only });
        const result = await engine.run(smallestJob(template, inputs, workDir));
        const [output] = result.outputs;
        if (!output) throw new Error('no output');
        row('ok', await checkOutput(template, output.path, output.mime));
      } catch (error) {
        row('failed', (error as Error).message);
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
