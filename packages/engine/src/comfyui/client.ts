/**
 * The HTTP side of the ComfyUI server API: upload, queue, history, view, interrupt, queue deletion, object_info.
 * Network failures, timeouts and 5xx answers become EngineTransientError (the worker retries); 4xx answers are
 * returned to the caller, which knows whether the request itself was wrong.
 */
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { EngineRefusal, EngineTransientError } from '../types';
import type { ObjectInfo } from './object-info';
import type { ApiPrompt } from './templates';

/** A file ComfyUI stored: in its input folder after an upload, or in output / temp after a run. */
export interface ComfyFile {
  filename: string;
  subfolder: string;
  type: string;
}

export interface HistoryEntry {
  outputs?: Record<string, Record<string, unknown>>;
  status?: { status_str?: string; completed?: boolean; messages?: unknown[] };
}

interface ComfyClientOptions {
  baseUrl: string;
  fetch: typeof fetch;
  requestMs: number;
  downloadMs: number;
}

interface NodeErrorEntry {
  class_type?: string;
  errors?: { message?: string; details?: string }[];
}

function describePromptRejection(body: unknown): string {
  const b = (body ?? {}) as {
    error?: { message?: string; details?: string };
    node_errors?: Record<string, NodeErrorEntry>;
  };
  const parts = [b.error?.message, b.error?.details].filter((s): s is string => !!s);
  for (const [id, entry] of Object.entries(b.node_errors ?? {})) {
    const first = entry.errors?.[0];
    if (first)
      parts.push(
        `node ${id} (${entry.class_type ?? '?'}): ${[first.message, first.details].filter(Boolean).join(': ')}`,
      );
  }
  return parts.join('; ') || 'invalid workflow';
}

export class ComfyClient {
  private readonly base: string;

  constructor(private readonly options: ComfyClientOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  /** ws(s)://host/ws?clientId=... for the same server. */
  socketUrl(clientId: string): string {
    const url = new URL(`${this.base}/ws`);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('clientId', clientId);
    return url.toString();
  }

  private async request(path: string, init: RequestInit, signal?: AbortSignal, timeoutMs = this.options.requestMs) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await this.options.fetch(`${this.base}${path}`, { ...init, signal: combined });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) throw new EngineTransientError(`ComfyUI did not answer ${path} within ${timeoutMs} ms`);
      throw new EngineTransientError(`ComfyUI is unreachable (${path}): ${(error as Error).message}`);
    }
    if (res.status >= 500) {
      const text = await res.text().catch(() => '');
      throw new EngineTransientError(`ComfyUI answered ${res.status} on ${path}: ${text.slice(0, 300)}`);
    }
    return res;
  }

  private async json<T>(path: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
    const res = await this.request(path, init, signal);
    if (!res.ok) throw new EngineRefusal(`ComfyUI refused ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as T;
  }

  /** POST /upload/image (ComfyUI stores any file type there: images, videos, audio) under a unique name. */
  async upload(path: string, name: string, signal?: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([await readFile(path)]), name);
    form.append('type', 'input');
    form.append('overwrite', 'true');
    const res = await this.request('/upload/image', { method: 'POST', body: form }, signal, this.options.downloadMs);
    if (res.status === 413)
      throw new EngineRefusal(
        'ComfyUI refused the input file as too large (its --max-upload-size is below the adapter maxUploadBytes)',
        'engine.comfyUploadTooLarge',
      );
    if (!res.ok) throw new EngineRefusal(`ComfyUI did not accept the input file: ${res.status} ${await res.text()}`);
    const file = (await res.json()) as { name: string; subfolder?: string };
    return file.subfolder ? `${file.subfolder}/${file.name}` : file.name;
  }

  /**
   * POST /prompt under our own prompt id (ComfyUI keeps the one it is given), so a request whose answer is lost can
   * still be found, followed or cancelled. A 400 (validation failed: unknown node, missing model file, bad value) is
   * a refusal.
   */
  async queuePrompt(prompt: ApiPrompt, clientId: string, promptId: string, signal?: AbortSignal): Promise<string> {
    const res = await this.request(
      '/prompt',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt, client_id: clientId, prompt_id: promptId }),
      },
      signal,
    );
    const body = (await res.json().catch(() => undefined)) as { prompt_id?: string } | undefined;
    if (!res.ok || !body?.prompt_id)
      throw new EngineRefusal(
        `ComfyUI rejected the workflow: ${describePromptRejection(body)}`,
        'engine.comfyWorkflowRejected',
      );
    return body.prompt_id;
  }

  async history(promptId: string, signal?: AbortSignal): Promise<HistoryEntry | undefined> {
    const all = await this.json<Record<string, HistoryEntry>>(`/history/${encodeURIComponent(promptId)}`, {}, signal);
    return all[promptId];
  }

  /** GET /view into a local file. */
  async download(file: ComfyFile, dest: string, signal?: AbortSignal): Promise<void> {
    const query = new URLSearchParams({ filename: file.filename, subfolder: file.subfolder, type: file.type });
    const res = await this.request(`/view?${query}`, {}, signal, this.options.downloadMs);
    if (!res.ok || !res.body) throw new EngineTransientError(`ComfyUI could not serve ${file.filename}: ${res.status}`);
    await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createWriteStream(dest));
  }

  /** Prompt ids running and waiting, from GET /queue. */
  async queue(signal?: AbortSignal): Promise<{ running: string[]; pending: string[] }> {
    const q = await this.json<{ queue_running?: unknown[][]; queue_pending?: unknown[][] }>('/queue', {}, signal);
    const ids = (items: unknown[][] | undefined) => (items ?? []).map((item) => String(item[1]));
    return { running: ids(q.queue_running), pending: ids(q.queue_pending) };
  }

  /** POST /interrupt for this prompt (servers that ignore the body interrupt whatever runs: callers check first). */
  async interrupt(promptId: string, signal?: AbortSignal): Promise<void> {
    await this.request(
      '/interrupt',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt_id: promptId }),
      },
      signal,
    );
  }

  /** POST /queue {delete: [...]}: drops prompts that have not started. */
  async deleteFromQueue(promptIds: string[], signal?: AbortSignal): Promise<void> {
    await this.request(
      '/queue',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delete: promptIds }) },
      signal,
    );
  }

  /** GET /object_info: every node class the server has, with its inputs and their options. */
  objectInfo(signal?: AbortSignal): Promise<ObjectInfo> {
    return this.json('/object_info', {}, signal);
  }
}
