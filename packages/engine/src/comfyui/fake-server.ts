/**
 * Test double of a ComfyUI server (node:http + ws on 127.0.0.1, random port) that behaves like ComfyUI 0.3.x
 * (server.py, execution.py, main.py): POST /prompt keeps the client's prompt_id and validates the prompt against
 * /object_info (unknown class: 400 `invalid_prompt`; missing input or a value not among a combo's options: 400
 * `prompt_outputs_failed_validation` with node_errors); POST /upload/image answers 413 over the upload limit;
 * GET /view serves a file by type, subfolder and name; the history entry is written when the run ends, after
 * `execution_success` and before `executing {node: null}`; a socket reconnecting with the same clientId gets the
 * status and the running node; messages sent while a client has no socket are lost; previews are binary frames.
 * What happens after a prompt is queued is up to each test's script.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type WebSocket, WebSocketServer } from 'ws';
import type { ComfyFile, HistoryEntry } from './client';
import { comboOptions, type ObjectInfo } from './object-info';
import type { ApiPrompt } from './templates';

/**
 * /object_info of a ComfyUI 0.3.64 worker with the documented models and no custom nodes: the classes our
 * templates use, transcribed from that version's node definitions (testing/object-info.json).
 */
export const RECORDED_OBJECT_INFO = JSON.parse(
  readFileSync(new URL('./testing/object-info.json', import.meta.url), 'utf8'),
) as ObjectInfo;

export interface QueuedPrompt {
  id: string;
  clientId: string;
  prompt: ApiPrompt;
}

/** Helpers a script uses to play a run. */
export interface PromptRun extends QueuedPrompt {
  /** A JSON message to the prompt's client (lost when it has no socket), with this prompt's id. */
  send(type: string, data: Record<string, unknown>): void;
  /** `executing` for a node, remembered for a socket that reconnects. */
  executing(node: string): void;
  /** A binary preview frame (event 1, JPEG), as samplers send them. */
  preview(): void;
  /** Ends the run as ComfyUI does: execution_success, the history entry, then executing {node: null}. */
  finish(outputs: HistoryEntry['outputs']): Promise<void>;
  /** Ends the run with an execution_error, recorded in the history as ComfyUI does. */
  fail(error: Record<string, unknown>): Promise<void>;
  /** Drops the client's socket without a close handshake. */
  dropSocket(): void;
  setRunning(running: boolean): void;
  /** Paths of the files uploaded for this prompt's inputs, by file name. */
  uploadedPath(name: string): string | undefined;
}

export interface FakeComfyBehaviour {
  /** /object_info (default: the recorded one); null answers 500. */
  objectInfo?: ObjectInfo | null;
  /** --max-upload-size in bytes (default 100 MB). */
  maxUploadBytes?: number;
  /** How long writing the history entry takes after execution_success (default 0). */
  historyDelayMs?: number;
  /** Delays the answer of the first POST /prompt (after queueing it), as a slow network would. */
  firstPromptAnswerDelayMs?: number;
  /** Plays the run of a queued prompt. */
  script?: (run: PromptRun) => void | Promise<void>;
}

export interface FakeComfy {
  url: string;
  uploads: { name: string; bytes: number; path: string }[];
  /** Rejected uploads (413). */
  refusedUploads: number;
  prompts: QueuedPrompt[];
  interrupts: unknown[];
  deleted: string[];
  history: Map<string, HistoryEntry>;
  /** Sockets opened, by client id (a resumed socket counts again). */
  connections: Map<string, number>;
  /** Serves a local file at /view as this output file. */
  addOutput(file: ComfyFile, path: string): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) over = true;
    if (!over) chunks.push(chunk as Buffer);
  }
  return over ? undefined : Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The file part of a multipart body (name and bytes), enough for POST /upload/image. */
function uploadedFile(body: Buffer, contentType: string): { name: string; bytes: Buffer } | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const mark = Buffer.from(`--${boundary?.[1] ?? boundary?.[2]}`);
  let start = body.indexOf(mark);
  while (start >= 0) {
    const next = body.indexOf(mark, start + mark.length);
    if (next < 0) break;
    const part = body.subarray(start + mark.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('latin1');
    const name = /filename="([^"]+)"/.exec(headers)?.[1];
    if (name && /name="image"/.test(headers)) return { name, bytes: part.subarray(headerEnd + 4) };
    start = next;
  }
  return undefined;
}

interface NodeError {
  type: string;
  message: string;
  details: string;
}

/** ComfyUI's validate_prompt, for what our templates use: classes, required inputs, links, combo options. */
function validatePrompt(prompt: ApiPrompt, info: ObjectInfo, inputFiles: Set<string>) {
  for (const [id, node] of Object.entries(prompt)) {
    if (!info[node.class_type])
      return {
        error: {
          type: 'invalid_prompt',
          message: `Cannot execute because node ${node.class_type} does not exist.`,
          details: `Node ID '#${id}'`,
          extra_info: {},
        },
        node_errors: {},
      };
  }
  const nodeErrors: Record<string, { errors: NodeError[]; dependent_outputs: string[]; class_type: string }> = {};
  for (const [id, node] of Object.entries(prompt)) {
    const spec = info[node.class_type]?.input ?? {};
    const all = { ...spec.optional, ...spec.required };
    const errors: NodeError[] = [];
    for (const name of Object.keys(spec.required ?? {}))
      if (!(name in node.inputs))
        errors.push({ type: 'required_input_missing', message: 'Required input is missing', details: name });
    for (const [name, value] of Object.entries(node.inputs)) {
      if (Array.isArray(value)) {
        if (!(String(value[0]) in prompt))
          errors.push({
            type: 'bad_linked_input',
            message: 'Bad linked input, must be a length-2 list of [node_id, slot_index]',
            details: name,
          });
        continue;
      }
      const inputSpec = all[name];
      const extra = (Array.isArray(inputSpec) ? inputSpec[1] : undefined) as Record<string, unknown> | undefined;
      const upload = extra?.image_upload || extra?.video_upload || extra?.audio_upload;
      const options = upload ? [...inputFiles] : comboOptions(inputSpec);
      if (options && !options.includes(value))
        errors.push({
          type: 'value_not_in_list',
          message: 'Value not in list',
          details: `${name}: '${String(value)}' not in ${JSON.stringify(options)}`,
        });
      if (typeof value === 'number' && typeof extra?.min === 'number' && value < extra.min)
        errors.push({ type: 'value_smaller_than_min', message: `Value ${value} smaller than min`, details: name });
      if (typeof value === 'number' && typeof extra?.max === 'number' && value > extra.max)
        errors.push({ type: 'value_bigger_than_max', message: `Value ${value} bigger than max`, details: name });
    }
    if (errors.length) nodeErrors[id] = { errors, dependent_outputs: [], class_type: node.class_type };
  }
  if (Object.keys(nodeErrors).length === 0) return undefined;
  return {
    error: {
      type: 'prompt_outputs_failed_validation',
      message: 'Prompt outputs failed validation',
      details: '',
      extra_info: {},
    },
    node_errors: nodeErrors,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeComfy(behaviour: FakeComfyBehaviour = {}): Promise<FakeComfy> {
  const dir = await mkdtemp(join(tmpdir(), 'fw-fake-comfy-'));
  const info = behaviour.objectInfo === undefined ? RECORDED_OBJECT_INFO : behaviour.objectInfo;
  const maxUploadBytes = behaviour.maxUploadBytes ?? 100 * 1024 * 1024;
  const sockets = new Map<string, WebSocket>();
  const running = new Set<string>();
  const pending = new Set<string>();
  const inputFiles = new Map<string, string>();
  const outputs = new Map<string, string>();
  /** The client whose prompt runs and its current node: what ComfyUI re-sends to a resumed socket. */
  let current: { clientId: string; node: string | null } | undefined;
  const fake: Omit<FakeComfy, 'url' | 'close' | 'addOutput'> = {
    uploads: [],
    refusedUploads: 0,
    prompts: [],
    interrupts: [],
    deleted: [],
    history: new Map(),
    connections: new Map(),
  };
  const viewKey = (f: ComfyFile) => `${f.type}\u0000${f.subfolder}\u0000${f.filename}`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;
    const body = await readBody(req, maxUploadBytes);
    if (!body) {
      fake.refusedUploads++;
      res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
      return res.end('413: Request Entity Too Large');
    }
    if (route === 'POST /upload/image') {
      const file = uploadedFile(body, req.headers['content-type'] ?? '');
      if (!file) return json(res, 400, {});
      const path = join(dir, `input-${fake.uploads.length}-${file.name.replace(/[^\w.-]/g, '_')}`);
      await writeFile(path, file.bytes);
      inputFiles.set(file.name, path);
      fake.uploads.push({ name: file.name, bytes: file.bytes.length, path });
      return json(res, 200, { name: file.name, subfolder: '', type: 'input' });
    }
    if (route === 'POST /prompt') {
      const posted = JSON.parse(body.toString('utf8')) as { prompt: ApiPrompt; client_id: string; prompt_id?: string };
      const { prompt, client_id } = posted;
      if (info) {
        const invalid = validatePrompt(prompt, info, new Set(inputFiles.keys()));
        if (invalid) return json(res, 400, invalid);
      }
      const queued: QueuedPrompt = { id: posted.prompt_id ?? randomUUID(), clientId: client_id, prompt };
      fake.prompts.push(queued);
      pending.add(queued.id);
      const send = (type: string, data: Record<string, unknown>) =>
        sockets.get(client_id)?.send(JSON.stringify({ type, data: { ...data, prompt_id: queued.id } }));
      const writeHistory = async (status: NonNullable<HistoryEntry['status']>, out: HistoryEntry['outputs']) => {
        await sleep(behaviour.historyDelayMs ?? 0);
        running.delete(queued.id);
        fake.history.set(queued.id, { outputs: out, status });
        current = undefined;
        send('executing', { node: null });
      };
      const run: PromptRun = {
        ...queued,
        send,
        executing(node) {
          current = { clientId: client_id, node };
          send('executing', { node, display_node: node });
        },
        preview() {
          const frame = Buffer.alloc(8 + 16);
          frame.writeUInt32BE(1, 0); // PREVIEW_IMAGE
          frame.writeUInt32BE(1, 4); // JPEG
          sockets.get(client_id)?.send(frame);
        },
        async finish(out) {
          send('execution_success', {});
          await writeHistory({ status_str: 'success', completed: true, messages: [] }, out);
        },
        async fail(error) {
          send('execution_error', error);
          await writeHistory(
            {
              status_str: 'error',
              completed: false,
              messages: [['execution_error', { ...error, prompt_id: queued.id }]],
            },
            {},
          );
        },
        dropSocket: () => sockets.get(client_id)?.terminate(),
        setRunning(on) {
          pending.delete(queued.id);
          if (on) {
            running.add(queued.id);
            current = { clientId: client_id, node: null };
          } else running.delete(queued.id);
        },
        uploadedPath: (name) => inputFiles.get(name),
      };
      const answer = () => json(res, 200, { prompt_id: queued.id, number: fake.prompts.length, node_errors: {} });
      if (behaviour.firstPromptAnswerDelayMs && fake.prompts.length === 1)
        setTimeout(answer, behaviour.firstPromptAnswerDelayMs);
      else answer();
      setImmediate(() => void behaviour.script?.(run));
      return;
    }
    if (req.method === 'GET' && url.pathname.startsWith('/history/')) {
      const id = decodeURIComponent(url.pathname.slice('/history/'.length));
      const entry = fake.history.get(id);
      return json(res, 200, entry ? { [id]: entry } : {});
    }
    if (route === 'GET /view') {
      const q = url.searchParams;
      const file = {
        filename: q.get('filename') ?? '',
        subfolder: q.get('subfolder') ?? '',
        type: q.get('type') ?? 'output',
      };
      const path = outputs.get(viewKey(file));
      if (!path) return json(res, 404, {});
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      createReadStream(path).pipe(res);
      return;
    }
    if (route === 'GET /queue') {
      const entry = (id: string, i: number) => [i, id, {}, {}, []];
      return json(res, 200, { queue_running: [...running].map(entry), queue_pending: [...pending].map(entry) });
    }
    if (route === 'POST /queue') {
      const ids = (JSON.parse(body.toString('utf8')) as { delete?: string[] }).delete ?? [];
      for (const id of ids) pending.delete(id);
      fake.deleted.push(...ids);
      return json(res, 200, {});
    }
    if (route === 'POST /interrupt') {
      fake.interrupts.push(body.length ? JSON.parse(body.toString('utf8')) : {});
      return json(res, 200, {});
    }
    if (route === 'GET /object_info') {
      if (!info) return json(res, 500, { error: 'not available' });
      return json(res, 200, info);
    }
    json(res, 404, {});
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/ws') return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => {
      const clientId = url.searchParams.get('clientId') || randomUUID().replace(/-/g, '');
      sockets.set(clientId, ws);
      fake.connections.set(clientId, (fake.connections.get(clientId) ?? 0) + 1);
      ws.on('close', () => {
        if (sockets.get(clientId) === ws) sockets.delete(clientId);
      });
      const queueRemaining = running.size + pending.size;
      ws.send(
        JSON.stringify({
          type: 'status',
          data: { status: { exec_info: { queue_remaining: queueRemaining } }, sid: clientId },
        }),
      );
      // server.py: a reconnecting client whose prompt runs gets the current node, without a prompt id.
      if (current?.clientId === clientId && current.node !== null)
        ws.send(JSON.stringify({ type: 'executing', data: { node: current.node } }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get refusedUploads() {
      return fake.refusedUploads;
    },
    url: `http://127.0.0.1:${port}`,
    addOutput(file, path) {
      outputs.set(viewKey(file), path);
    },
    async close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
