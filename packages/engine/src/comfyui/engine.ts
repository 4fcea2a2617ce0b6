/**
 * The ComfyUI adapter: an Engine that runs each job as a workflow template on a ComfyUI server.
 * run(): prepare inputs -> open /ws -> upload inputs -> POST /prompt -> follow the socket (progress, errors) ->
 * /history -> /view downloads. Aborting (or the job timeout) removes the prompt from the queue or interrupts it.
 */
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import WebSocket from 'ws';
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
import { collectOutputs, outputFiles } from './outputs';
import { PromptProgress } from './progress';
import { ComfyConnectionLost, openSocket, type WebSocketConstructor } from './socket';
import {
  classTypesOf,
  fillTemplate,
  loadTemplates,
  selectTemplate,
  type TemplateVariables,
  type WorkflowTemplate,
} from './templates';
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
  /** Ask /object_info which node classes exist and offer only templates whose nodes are all there (default true). */
  verifyNodes?: boolean;
}

const OBJECT_INFO_TTL_MS = 5 * 60_000;
/** After the last message, ComfyUI may still be writing the history entry. */
const HISTORY_ATTEMPTS = 10;
const HISTORY_RETRY_MS = 200;

/** Progress split: inputs and upload, the ComfyUI run, downloads. */
const UPLOAD_END = 5;
const RUN_END = 95;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

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
  let nodeInfo: { at: number; classes: Set<string> } | undefined;

  /** Templates whose nodes the server has; all of them when /object_info cannot be read (a later run will say). */
  async function availableTemplates(): Promise<WorkflowTemplate[]> {
    if (options.verifyNodes === false) return templates;
    if (!nodeInfo || Date.now() - nodeInfo.at > OBJECT_INFO_TTL_MS) {
      try {
        nodeInfo = { at: Date.now(), classes: new Set(Object.keys(await client.objectInfo())) };
      } catch {
        return templates;
      }
    }
    const classes = nodeInfo.classes;
    return templates.filter((t) => classTypesOf(t).every((c) => classes.has(c)));
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

  async function finishedEntry(promptId: string, signal: AbortSignal): Promise<HistoryEntry | undefined> {
    for (let attempt = 0; attempt < HISTORY_ATTEMPTS; attempt++) {
      const entry = await client.history(promptId, signal);
      if (entry?.outputs && (entry.status?.completed ?? true)) return entry;
      await sleep(HISTORY_RETRY_MS, signal);
    }
    return undefined;
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

    const template = selectTemplate(templates, job.tool, job.inputs);
    if (!template)
      throw new EngineRefusal(
        `The ComfyUI engine has no workflow for ${job.tool} with these inputs`,
        'engine.toolUnavailable',
      );

    report(0);
    let promptId: string | undefined;
    let session: Awaited<ReturnType<typeof openSocket>> | undefined;
    try {
      const prepared = await prepareJob(job, template, overrides, signal);
      const clientId = randomUUID();
      session = await openSocket(SocketImpl, client.socketUrl(clientId), timeouts.connectMs, signal);
      const vars: TemplateVariables = { ...prepared.vars };
      for (const [placeholder, path] of Object.entries(prepared.uploads)) {
        vars[placeholder] = await client.upload(path, `framewise-${job.id}-${placeholder}${extname(path)}`, signal);
      }
      report(UPLOAD_END);

      const prompt = fillTemplate(template, vars);
      const progress = new PromptProgress(Object.keys(prompt), template.progressWeights);
      promptId = await client.queuePrompt(prompt, clientId, signal);
      const followed = session.follow(promptId, progress, () =>
        report(UPLOAD_END + ((RUN_END - UPLOAD_END) * progress.percent()) / 100),
      );
      let entry: HistoryEntry | undefined;
      try {
        await raceAbort(followed, signal);
        entry = await finishedEntry(promptId, signal);
      } catch (error) {
        // The socket dropped: the prompt may still have finished; otherwise the worker retries later.
        if (!(error instanceof ComfyConnectionLost)) throw error;
        entry = await client.history(promptId, signal).catch(() => undefined);
        if (!entry?.status?.completed || entry.status.status_str === 'error') throw error;
      }
      if (!entry) throw new EngineTransientError('ComfyUI finished but kept no history for the job');

      const files = outputFiles(entry, template.outputs);
      const outputs = await collectOutputs(client, files, job.workDir, signal);
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
        data: { promptId, workflow: template.name },
      };
    } catch (error) {
      if (promptId && (signal.aborted || error instanceof ComfyConnectionLost)) await cancelPrompt(promptId);
      if (userSignal?.aborted) throw userSignal.reason;
      if (jobTimeout.aborted) throw new EngineTransientError(`The ComfyUI job exceeded ${timeouts.jobMs} ms`);
      throw error;
    } finally {
      session?.close();
    }
  }

  return { name: 'comfyui', capabilities, run };
}

/** Rejects with the signal's reason as soon as it aborts, whatever the promise does. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
