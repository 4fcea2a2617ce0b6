/**
 * The websocket side of the ComfyUI API: /ws?clientId=... sends JSON {type, data} messages for the prompts queued
 * with that client id (status, execution_start, execution_cached, executing, progress, executed, execution_success,
 * execution_error, execution_interrupted) and binary preview frames (ignored, but they show the server is alive).
 * ComfyUI stores the history entry after `execution_success` and only then sends `executing {node: null}`: that last
 * message is the end. Messages sent while no socket is connected for the client id are lost.
 */
import { EngineRefusal, EngineTransientError } from '../types';
import type { PromptProgress } from './progress';

/** What the adapter needs of a WebSocket: the standard API, which both `ws` and Node 22's global offer. */
export interface SocketLike {
  addEventListener(type: string, listener: (event: { data?: unknown; code?: number }) => void): void;
  close(): void;
}

export type WebSocketConstructor = new (url: string) => SocketLike;

/** The socket closed before the prompt finished (server restart, network loss). */
export class ComfyConnectionLost extends EngineTransientError {
  constructor(detail: string) {
    super(`Lost the connection to ComfyUI: ${detail}`);
    this.name = 'ComfyConnectionLost';
  }
}

interface ComfyMessage {
  type: string;
  data: Record<string, unknown>;
}

interface ExecutionErrorData {
  node_id?: string;
  node_type?: string;
  exception_type?: string;
  exception_message?: string;
}

const OUT_OF_MEMORY = /out ?of ?memory|OutOfMemoryError|CUDA error/i;

/** A node raised: bad input or an unsupported value is final; a GPU out of memory may pass on the next attempt. */
export function executionError(data: ExecutionErrorData): Error {
  const what = `${data.node_type ?? 'node'} (#${data.node_id ?? '?'}) failed: ${data.exception_type ?? 'Error'}: ${
    data.exception_message?.trim() ?? ''
  }`;
  if (OUT_OF_MEMORY.test(`${data.exception_type} ${data.exception_message}`))
    return new EngineTransientError(`ComfyUI ran out of GPU memory: ${what}`);
  return new EngineRefusal(`ComfyUI ${what}`, 'engine.comfyNodeFailed');
}

/** Opens the socket; connection failures and timeouts are transient. */
export function openSocket(
  Impl: WebSocketConstructor,
  url: string,
  connectMs: number,
  signal?: AbortSignal,
): Promise<ComfySession> {
  return new Promise((resolve, reject) => {
    let socket: SocketLike;
    try {
      socket = new Impl(url);
    } catch (error) {
      reject(new EngineTransientError(`Cannot open the ComfyUI websocket: ${(error as Error).message}`));
      return;
    }
    const session = new ComfySession(socket);
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve(session);
      else {
        socket.close();
        reject(error);
      }
    };
    const onAbort = () => finish(signal?.reason);
    const timer = setTimeout(
      () => finish(new EngineTransientError(`ComfyUI websocket did not open within ${connectMs} ms`)),
      connectMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.addEventListener('open', () => finish());
    socket.addEventListener('error', () =>
      finish(new EngineTransientError(`Cannot connect to the ComfyUI websocket ${url}`)),
    );
    socket.addEventListener('close', () =>
      finish(new EngineTransientError('The ComfyUI websocket closed while opening')),
    );
  });
}

/** One client id's socket: buffers messages until the prompt id is known, then follows that prompt to its end. */
export class ComfySession {
  private buffered: ComfyMessage[] = [];
  private closedWith: ComfyConnectionLost | undefined;
  private listener: ((message: ComfyMessage) => void) | undefined;
  private onClose: ((error: ComfyConnectionLost) => void) | undefined;
  /** When the server last sent anything (JSON or a binary preview frame). */
  lastActivity = Date.now();

  constructor(private readonly socket: SocketLike) {
    socket.addEventListener('message', (event) => {
      this.lastActivity = Date.now();
      if (typeof event.data !== 'string') return;
      let message: ComfyMessage;
      try {
        message = JSON.parse(event.data) as ComfyMessage;
      } catch {
        return;
      }
      if (!message || typeof message.type !== 'string') return;
      message.data ??= {};
      if (this.listener) this.listener(message);
      else this.buffered.push(message);
    });
    socket.addEventListener('close', (event) => {
      this.closedWith ??= new ComfyConnectionLost(`websocket closed (code ${event.code ?? 'unknown'})`);
      this.onClose?.(this.closedWith);
    });
  }

  close(): void {
    this.onClose = undefined;
    this.closedWith ??= new ComfyConnectionLost('closed by the adapter');
    this.socket.close();
  }

  /**
   * Resolves when the prompt finished (`executing` with node null: the history entry is written by then), rejects
   * on execution_error (refusal, or transient when out of memory), execution_interrupted and connection loss
   * (transient). Progress messages update `progress` and call `onUpdate`.
   */
  follow(promptId: string, progress: PromptProgress, onUpdate: () => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let active = false;
      const handle = (message: ComfyMessage) => {
        const { type, data } = message;
        const owner = typeof data.prompt_id === 'string' ? data.prompt_id : undefined;
        // Old servers send progress without prompt_id, and a resumed socket gets the running node as `executing`
        // without it: on our own client id they are ours. The end (node null) counts only with our prompt id.
        const unowned = owner === undefined && (type === 'progress' || (type === 'executing' && data.node != null));
        if (owner !== promptId && !(unowned && (active || type === 'executing'))) return;
        switch (type) {
          case 'execution_start':
            active = true;
            break;
          case 'execution_cached':
            active = true;
            progress.cached(Array.isArray(data.nodes) ? data.nodes.map(String) : []);
            break;
          case 'executing':
            active = true;
            progress.executing(typeof data.node === 'string' ? data.node : null);
            if (data.node === null || data.node === undefined) return done();
            break;
          case 'progress':
            progress.progress(
              Number(data.value) || 0,
              Number(data.max) || 0,
              typeof data.node === 'string' ? data.node : undefined,
            );
            break;
          case 'executed':
            if (typeof data.node === 'string') progress.executed(data.node);
            break;
          case 'execution_success':
            // Not the end yet: ComfyUI writes the history entry after this message.
            break;
          case 'execution_error':
            return fail(executionError(data as ExecutionErrorData));
          case 'execution_interrupted':
            return fail(new EngineTransientError('ComfyUI interrupted the job'));
          default:
            return;
        }
        onUpdate();
      };
      const stop = () => {
        if (this.listener !== handle) return;
        this.listener = undefined;
        this.onClose = undefined;
      };
      const done = () => {
        stop();
        onUpdate();
        resolve();
      };
      const fail = (error: Error) => {
        stop();
        reject(error);
      };
      this.listener = handle;
      this.onClose = fail;
      const backlog = this.buffered;
      this.buffered = [];
      for (const message of backlog) {
        if (this.listener !== handle) return;
        handle(message);
      }
      if (this.listener === handle && this.closedWith) fail(this.closedWith);
    });
  }
}
