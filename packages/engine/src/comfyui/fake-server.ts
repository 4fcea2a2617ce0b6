/**
 * Test double of a ComfyUI server (node:http + ws on 127.0.0.1, random port) speaking the documented routes:
 * POST /upload/image, POST /prompt, GET /history/{id}, GET /view, GET|POST /queue, POST /interrupt,
 * GET /object_info and the /ws?clientId= socket. What happens after a prompt is queued is up to each test's script.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import type { HistoryEntry } from './client';
import type { ApiPrompt } from './templates';

export interface QueuedPrompt {
  id: string;
  clientId: string;
  prompt: ApiPrompt;
}

/** Helpers a script uses to play a run. */
export interface PromptRun extends QueuedPrompt {
  send(type: string, data: Record<string, unknown>): void;
  /** Stores the history entry and sends the end messages (executing null, execution_success). */
  finish(outputs: HistoryEntry['outputs']): void;
  /** Drops the client's socket without a close handshake. */
  dropSocket(): void;
  setRunning(running: boolean): void;
}

export interface FakeComfyBehaviour {
  /** Answer POST /prompt with this 400 body instead of queueing. */
  rejectPrompt?: Record<string, unknown>;
  /** Node classes of /object_info; absent: 500. */
  objectInfo?: string[];
  /** Plays the run of a queued prompt. */
  script?: (run: PromptRun) => void | Promise<void>;
}

export interface FakeComfy {
  url: string;
  uploads: { name: string; bytes: number }[];
  prompts: QueuedPrompt[];
  interrupts: unknown[];
  deleted: string[];
  history: Map<string, HistoryEntry>;
  /** filename -> local path served by /view. */
  files: Map<string, string>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeComfy(behaviour: FakeComfyBehaviour): Promise<FakeComfy> {
  const sockets = new Map<string, WebSocket>();
  const running = new Set<string>();
  const pending = new Set<string>();
  const fake: Omit<FakeComfy, 'url' | 'close'> = {
    uploads: [],
    prompts: [],
    interrupts: [],
    deleted: [],
    history: new Map(),
    files: new Map(),
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /upload/image') {
      const name = /filename="([^"]+)"/.exec(body.toString('latin1'))?.[1] ?? 'upload';
      fake.uploads.push({ name, bytes: body.length });
      return json(res, 200, { name, subfolder: '', type: 'input' });
    }
    if (route === 'POST /prompt') {
      if (behaviour.rejectPrompt) return json(res, 400, behaviour.rejectPrompt);
      const { prompt, client_id } = JSON.parse(body.toString('utf8')) as { prompt: ApiPrompt; client_id: string };
      const queued: QueuedPrompt = { id: randomUUID(), clientId: client_id, prompt };
      fake.prompts.push(queued);
      pending.add(queued.id);
      json(res, 200, { prompt_id: queued.id, number: fake.prompts.length, node_errors: {} });
      const send = (type: string, data: Record<string, unknown>) =>
        sockets.get(client_id)?.send(JSON.stringify({ type, data: { ...data, prompt_id: queued.id } }));
      const run: PromptRun = {
        ...queued,
        send,
        finish(outputs) {
          running.delete(queued.id);
          fake.history.set(queued.id, { outputs, status: { status_str: 'success', completed: true, messages: [] } });
          send('executing', { node: null });
          send('execution_success', {});
        },
        dropSocket: () => sockets.get(client_id)?.terminate(),
        setRunning(on) {
          pending.delete(queued.id);
          if (on) running.add(queued.id);
          else running.delete(queued.id);
        },
      };
      setImmediate(() => void behaviour.script?.(run));
      return;
    }
    if (req.method === 'GET' && url.pathname.startsWith('/history/')) {
      const id = decodeURIComponent(url.pathname.slice('/history/'.length));
      const entry = fake.history.get(id);
      return json(res, 200, entry ? { [id]: entry } : {});
    }
    if (route === 'GET /view') {
      const path = fake.files.get(url.searchParams.get('filename') ?? '');
      if (!path || url.searchParams.get('type') !== 'output') return json(res, 404, {});
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
      if (!behaviour.objectInfo) return json(res, 500, { error: 'not available' });
      return json(res, 200, Object.fromEntries(behaviour.objectInfo.map((c) => [c, { input: {}, output: [] }])));
    }
    json(res, 404, {});
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/ws') return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => {
      const clientId = url.searchParams.get('clientId') ?? randomUUID();
      sockets.set(clientId, ws);
      ws.send(
        JSON.stringify({ type: 'status', data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId } }),
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
