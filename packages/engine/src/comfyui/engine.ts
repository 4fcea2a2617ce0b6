/**
 * The ComfyUI adapter: an Engine that runs each job as a workflow template on a ComfyUI server.
 * run(): pick the template among those the server can run -> prepare inputs (upright, under the upload limit) ->
 * open /ws -> upload -> POST /prompt under our own prompt id -> follow it to `executing {node: null}` through drops
 * and silences (tracker.ts) -> /history -> /view downloads. Video upscaling runs segment by segment (segments.ts).
 * Aborting (or the job timeout) removes the prompt from the queue or interrupts it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import WebSocket from 'ws';
import { probeMedia } from '../local/faces-media';
import {
  type Engine,
  type EngineJob,
  EngineRefusal,
  type EngineResult,
  type EngineTool,
  EngineTransientError,
  type RunOptions,
  type ToolCapability,
} from '../types';
import { ComfyClient, type HistoryEntry } from './client';
import { COMFY_DEFAULT_UPLOAD_BYTES } from './inputs';
import { type ObjectInfo, templateProblems } from './object-info';
import { collectOutputs, describeVideo, outputFiles } from './outputs';
import { PromptProgress } from './progress';
import { framesPerSegment, joinVideos, splitVideo } from './segments';
import { ComfyConnectionLost, openSocket, type WebSocketConstructor } from './socket';
import {
  fillTemplate,
  loadTemplates,
  selectTemplate,
  type TemplateVariables,
  type WorkflowTemplate,
} from './templates';
import { promptState, trackPrompt } from './tracker';
import { prepareJob } from './variables';

export interface ComfyUiTimeouts {
  /** Opening the websocket (default 10 s). */
  connectMs?: number;
  /** Each small HTTP call (default 30 s). */
  requestMs?: number;
  /** Uploads and downloads (default 5 min). */
  transferMs?: number;
  /** A whole job including its wait in ComfyUI's queue (default 30 min); exceeding it is transient. */
  jobMs?: number;
  /** A socket silent this long makes the adapter ask /history and /queue about the prompt (default 30 s). */
  idleMs?: number;
  /** Pause before the first reconnection after a drop, doubled after each failed one (default 1 s). */
  reconnectDelayMs?: number;
}

export interface ComfyUiEngineOptions {
  /** e.g. http://127.0.0.1:8188 */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Defaults to the `ws` package; Node 22+'s global WebSocket works too. */
  WebSocket?: WebSocketConstructor;
  timeouts?: ComfyUiTimeouts;
  /** Where the JSON workflow templates live (default: packages/engine/workflows). */
  workflowsDir?: string;
  /** Placeholder values for this deployment, e.g. model file names ({unet: '...'}); they win over template defaults. */
  variables?: TemplateVariables;
  /**
   * Check the templates against /object_info (node classes, required inputs, model file names and other options)
   * and offer and run only those that pass (default true).
   */
  verifyNodes?: boolean;
  /** The server's upload limit, its --max-upload-size (default ComfyUI's 100 MB); larger inputs are re-encoded. */
  maxUploadBytes?: number;
  /** Memory per video-upscale prompt, instead of the template's `segments.memoryMB`. */
  segmentMemoryMB?: number;
  /** Reconnection attempts after a socket drop before the job counts as lost (default 5). */
  reconnects?: number;
}

const OBJECT_INFO_TTL_MS = 5 * 60_000;
/** The POST /prompt is sent at most this often: again only when the first answer was lost and ComfyUI lacks it. */
const QUEUE_ATTEMPTS = 2;

/** Progress split: inputs and upload, the ComfyUI run, downloads. */
const UPLOAD_END = 5;
const RUN_END = 95;

export function createComfyUiEngine(options: ComfyUiEngineOptions): Engine {
  const timeouts = {
    connectMs: options.timeouts?.connectMs ?? 10_000,
    requestMs: options.timeouts?.requestMs ?? 30_000,
    transferMs: options.timeouts?.transferMs ?? 5 * 60_000,
    jobMs: options.timeouts?.jobMs ?? 30 * 60_000,
  };
  const client = new ComfyClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? globalThis.fetch,
    requestMs: timeouts.requestMs,
    downloadMs: timeouts.transferMs,
  });
  const SocketImpl = options.WebSocket ?? (WebSocket as unknown as WebSocketConstructor);
  const templates = loadTemplates(options.workflowsDir);
  const overrides = options.variables ?? {};
  const maxUploadBytes = options.maxUploadBytes ?? COMFY_DEFAULT_UPLOAD_BYTES;
  const idleMs = options.timeouts?.idleMs ?? 30_000;
  const reconnectDelayMs = options.timeouts?.reconnectDelayMs ?? 1_000;
  let verified: { at: number; usable: WorkflowTemplate[]; problems: string[] } | undefined;

  /** Checks every template against the server's /object_info (cached for a few minutes). */
  async function verify(): Promise<{ usable: WorkflowTemplate[]; problems: string[] }> {
    if (verified && Date.now() - verified.at <= OBJECT_INFO_TTL_MS) return verified;
    const info: ObjectInfo = await client.objectInfo();
    const usable: WorkflowTemplate[] = [];
    const problems: string[] = [];
    for (const template of templates) {
      const found = templateProblems(template, info, { ...template.defaults, ...overrides });
      if (found.length === 0) usable.push(template);
      else problems.push(`${template.name}: ${found.join('; ')}`);
    }
    verified = { at: Date.now(), usable, problems };
    return verified;
  }

  /** Templates the server can run; all of them when /object_info cannot be read (the run will then say). */
  async function availableTemplates(): Promise<WorkflowTemplate[]> {
    if (options.verifyNodes === false) return templates;
    return (await verify().catch(() => undefined))?.usable ?? templates;
  }

  async function capabilities(): Promise<ToolCapability[]> {
    const byTool = new Map<EngineTool, ToolCapability>();
    for (const template of await availableTemplates()) {
      for (const tool of template.tools) {
        const cap = byTool.get(tool) ?? { tool };
        for (const [key, values] of Object.entries(template.options ?? {})) {
          cap.options = { ...cap.options, [key]: [...new Set([...(cap.options?.[key] ?? []), ...values])] };
        }
        const max = template.limits?.maxDurationS;
        if (max !== undefined)
          cap.limits = { ...cap.limits, maxDurationS: Math.max(cap.limits?.maxDurationS ?? 0, max) };
        byTool.set(tool, cap);
      }
    }
    return [...byTool.values()];
  }

  /** Takes our prompt off the server: deleted while waiting, interrupted while running. Best effort. */
  async function cancelPrompt(promptId: string): Promise<void> {
    const signal = AbortSignal.timeout(Math.min(timeouts.requestMs, 5_000));
    try {
      const queue = await client.queue(signal);
      if (queue.pending.includes(promptId)) await client.deleteFromQueue([promptId], signal);
      if (queue.running.includes(promptId)) await client.interrupt(promptId, signal);
    } catch {
      await client.deleteFromQueue([promptId], signal).catch(() => {});
      await client.interrupt(promptId, signal).catch(() => {});
    }
  }

  /** Queues under our own id; when the answer is lost, finds the prompt by that id before sending it again. */
  async function queueOwnPrompt(
    prompt: ReturnType<typeof fillTemplate>,
    clientId: string,
    promptId: string,
    signal: AbortSignal,
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.queuePrompt(prompt, clientId, promptId, signal);
        return;
      } catch (error) {
        if (!(error instanceof EngineTransientError) || signal.aborted || attempt >= QUEUE_ATTEMPTS) throw error;
        const state = await promptState(client, promptId, signal).catch(() => undefined);
        if (state?.entry || state?.queued) return;
      }
    }
  }

  interface PromptRunContext {
    job: EngineJob;
    template: WorkflowTemplate;
    signal: AbortSignal;
    /** Progress of this prompt, 0..1: uploads done at 0, the run from 0 to 1. */
    onFraction: (fraction: number) => void;
  }

  /** One prompt from upload to its history entry; cancels it on the server when abandoned. */
  async function runPrompt(
    ctx: PromptRunContext,
    vars: TemplateVariables,
    uploads: Record<string, string>,
    label: string,
  ): Promise<HistoryEntry> {
    const { signal } = ctx;
    const clientId = randomUUID();
    const promptId = randomUUID();
    const open = () => openSocket(SocketImpl, client.socketUrl(clientId), timeouts.connectMs, signal);
    let session = await open();
    let queued = false;
    try {
      const filled: TemplateVariables = { ...vars };
      for (const [placeholder, path] of Object.entries(uploads)) {
        filled[placeholder] = await client.upload(path, `framewise-${label}-${placeholder}${extname(path)}`, signal);
      }
      ctx.onFraction(0);
      const prompt = fillTemplate(ctx.template, filled);
      const progress = new PromptProgress(Object.keys(prompt), ctx.template.progressWeights);
      queued = true;
      await queueOwnPrompt(prompt, clientId, promptId, signal);
      return await trackPrompt({
        client,
        promptId,
        session,
        reopen: async () => {
          session.close();
          session = await open();
          return session;
        },
        progress,
        onUpdate: () => ctx.onFraction(progress.percent() / 100),
        signal,
        idleMs,
        reconnects: options.reconnects ?? 5,
        reconnectDelayMs,
      });
    } catch (error) {
      const abandoned = signal.aborted || error instanceof ComfyConnectionLost || error instanceof EngineTransientError;
      if (queued && abandoned) await cancelPrompt(promptId);
      throw error;
    } finally {
      session.close();
    }
  }

  /** Video upscaling in parts that fit the worker's memory, joined with the source's audio. */
  async function runSegments(
    ctx: PromptRunContext,
    vars: TemplateVariables,
    uploads: Record<string, string>,
    plan: NonNullable<WorkflowTemplate['segments']>,
  ): Promise<string> {
    const source = uploads.video as string;
    const info = await probeMedia(source, ctx.signal);
    if (!info.video) throw new EngineRefusal('The source video could not be read', 'engine.mediaUnreadable');
    const frames = framesPerSegment(
      info.video,
      { width: Number(vars.target_width), height: Number(vars.target_height) },
      { modelScale: plan.modelScale, memoryBytes: (options.segmentMemoryMB ?? plan.memoryMB) * 1024 * 1024 },
    );
    const dir = join(ctx.job.workDir, 'segments');
    await mkdir(dir, { recursive: true });
    const totalFrames = Math.max(1, Math.round(info.durationS * info.video.fps));
    const parts = await splitVideo(source, frames, totalFrames, dir, ctx.signal);
    const upscaled: string[] = [];
    for (const [index, part] of parts.entries()) {
      const entry = await runPrompt(
        { ...ctx, onFraction: (f) => ctx.onFraction((index + f) / parts.length) },
        { ...vars, filename_prefix: `${vars.filename_prefix}-s${index}` },
        { ...uploads, video: part },
        `${ctx.job.id}-s${index}`,
      );
      const [file] = outputFiles(entry, ctx.template.outputs);
      if (!file)
        throw new EngineRefusal(
          `The ComfyUI workflow ${ctx.template.name} produced no output file`,
          'engine.comfyNoOutput',
        );
      const local = join(dir, `upscaled-${String(index).padStart(5, '0')}${extname(file.filename)}`);
      await client.download(file, local, ctx.signal);
      upscaled.push(local);
    }
    const joined = join(dir, 'joined.mp4');
    await joinVideos(upscaled, source, joined, dir, ctx.signal);
    return joined;
  }

  async function run(job: EngineJob, runOptions: RunOptions = {}): Promise<EngineResult> {
    const userSignal = runOptions.signal;
    userSignal?.throwIfAborted();
    const jobTimeout = AbortSignal.timeout(timeouts.jobMs);
    const signal = userSignal ? AbortSignal.any([userSignal, jobTimeout]) : jobTimeout;
    let reported = -1;
    const report = (percent: number) => {
      const value = Math.floor(Math.min(100, Math.max(0, percent)));
      if (value > reported) {
        reported = value;
        runOptions.onProgress?.(value);
      }
    };

    try {
      const template = selectTemplate(await availableTemplates(), job.tool, job.inputs);
      if (!template) {
        // For the operator's log: what the server lacks for the templates it cannot run.
        const lacking = verified?.problems.length ? ` (this server cannot run: ${verified.problems.join(' | ')})` : '';
        throw new EngineRefusal(
          `The ComfyUI engine has no workflow for ${job.tool} with these inputs${lacking}`,
          'engine.toolUnavailable',
        );
      }
      report(0);
      const prepared = await prepareJob(job, template, overrides, signal, { maxUploadBytes });
      const ctx: PromptRunContext = {
        job,
        template,
        signal,
        onFraction: (f) => report(UPLOAD_END + (RUN_END - UPLOAD_END) * f),
      };
      let outputs: EngineResult['outputs'];
      if (template.segments && prepared.uploads.video) {
        const joined = await runSegments(ctx, prepared.vars, prepared.uploads, template.segments);
        outputs = [await describeVideo(joined, 0, job.workDir, signal)];
      } else {
        const entry = await runPrompt(ctx, prepared.vars, prepared.uploads, job.id);
        outputs = await collectOutputs(client, outputFiles(entry, template.outputs), job.workDir, signal);
      }
      if (outputs.length === 0)
        throw new EngineRefusal(
          `The ComfyUI workflow ${template.name} produced no output file`,
          'engine.comfyNoOutput',
        );
      report(100);
      return {
        outputs,
        seed: prepared.seed,
        engine: 'comfyui',
        notes: prepared.notes,
        data: { workflow: template.name },
      };
    } catch (error) {
      if (userSignal?.aborted) throw userSignal.reason;
      if (jobTimeout.aborted) throw new EngineTransientError(`The ComfyUI job exceeded ${timeouts.jobMs} ms`);
      throw error;
    }
  }

  return { name: 'comfyui', capabilities, run };
}
