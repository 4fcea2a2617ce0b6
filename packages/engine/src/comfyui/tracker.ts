/**
 * Follows one queued prompt to its end, through socket drops and silent sockets. The socket says when it ends
 * (`executing {node: null}` with our prompt id); when the socket drops, the adapter reconnects with the same client
 * id (ComfyUI then re-sends the running node) and asks /history and /queue what became of the prompt meanwhile;
 * when the socket goes quiet for too long it asks the same. A prompt the server no longer knows (restarted) is lost.
 */
import { EngineTransientError } from '../types';
import type { ComfyClient, HistoryEntry } from './client';
import type { PromptProgress } from './progress';
import { ComfyConnectionLost, type ComfySession, executionError } from './socket';

interface TrackOptions {
  client: ComfyClient;
  promptId: string;
  session: ComfySession;
  /** Opens a new socket with the client id the prompt was queued with; becomes the session followed. */
  reopen: () => Promise<ComfySession>;
  progress: PromptProgress;
  onUpdate: () => void;
  signal: AbortSignal;
  /** Without any message for this long, ask /history and /queue whether the prompt still exists. */
  idleMs: number;
  /** Reconnection attempts after a drop, and the pause before the first (doubled after each failure). */
  reconnects: number;
  reconnectDelayMs: number;
}

/** After `executing {node: null}` the entry is there; a proxy or a slow disk may still delay it a little. */
const HISTORY_ATTEMPTS = 10;
const HISTORY_RETRY_MS = 200;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

interface PromptState {
  /** The history entry once the prompt ended (success or error). */
  entry?: HistoryEntry;
  /** Still running or waiting in ComfyUI's queue. */
  queued: boolean;
}

/** Where the prompt is: finished (history), queued, or unknown to the server. */
export async function promptState(client: ComfyClient, promptId: string, signal: AbortSignal): Promise<PromptState> {
  const entry = await client.history(promptId, signal);
  if (entry) return { entry, queued: false };
  const queue = await client.queue(signal);
  if (queue.running.includes(promptId) || queue.pending.includes(promptId)) return { queued: true };
  // It may have ended between the two reads: ComfyUI writes the history as it leaves the queue.
  const late = await client.history(promptId, signal);
  return late ? { entry: late, queued: false } : { queued: false };
}

/** The entry of a finished prompt, or the failure its status messages record. */
export function settledEntry(entry: HistoryEntry): HistoryEntry {
  if (entry.status?.status_str !== 'error') return entry;
  for (const message of entry.status.messages ?? []) {
    if (!Array.isArray(message)) continue;
    const [type, data] = message as [string, Record<string, unknown>];
    if (type === 'execution_error') throw executionError(data ?? {});
    if (type === 'execution_interrupted') throw new EngineTransientError('ComfyUI interrupted the job');
  }
  throw new EngineTransientError('ComfyUI reports that the job failed');
}

async function finishedEntry(options: TrackOptions): Promise<HistoryEntry | undefined> {
  for (let attempt = 0; attempt < HISTORY_ATTEMPTS; attempt++) {
    const entry = await options.client.history(options.promptId, options.signal);
    if (entry) return entry;
    await sleep(HISTORY_RETRY_MS, options.signal);
  }
  return undefined;
}

type Outcome = 'done' | 'idle' | 'lost';

function waitFor(ended: Promise<void>, session: ComfySession, idleMs: number, signal: AbortSignal): Promise<Outcome> {
  return new Promise<Outcome>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout>;
    const finish = (outcome: Outcome | Error) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onAbort = () => finish(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
    const check = () => {
      const quiet = Date.now() - session.lastActivity;
      if (quiet >= idleMs) finish('idle');
      else timer = setTimeout(check, idleMs - quiet);
    };
    timer = setTimeout(check, idleMs);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    ended.then(
      () => finish('done'),
      (error: unknown) => finish(error instanceof ComfyConnectionLost ? 'lost' : (error as Error)),
    );
  });
}

/** Reopens the socket, pausing longer after each failure; the last failure is reported as a lost connection. */
async function reconnect(options: TrackOptions): Promise<ComfySession> {
  let last: unknown;
  for (let attempt = 0; attempt < options.reconnects; attempt++) {
    await sleep(options.reconnectDelayMs * 2 ** attempt, options.signal);
    try {
      return await options.reopen();
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      last = error;
    }
  }
  throw new ComfyConnectionLost(
    `could not reconnect after ${options.reconnects} attempts (${(last as Error | undefined)?.message ?? 'unknown'})`,
  );
}

/** Resolves with the history entry of the finished prompt; rejects with its failure or a lost prompt. */
export async function trackPrompt(options: TrackOptions): Promise<HistoryEntry> {
  const { promptId, progress, onUpdate, signal } = options;
  let session = options.session;
  let ended = session.follow(promptId, progress, onUpdate);
  for (;;) {
    const outcome = await waitFor(ended, session, options.idleMs, signal);
    if (outcome === 'done') {
      const entry = await finishedEntry(options);
      if (!entry) throw new EngineTransientError('ComfyUI finished but kept no history for the job');
      return settledEntry(entry);
    }
    if (outcome === 'lost') {
      session = await reconnect(options);
      ended = session.follow(promptId, progress, onUpdate);
    }
    const state = await promptState(options.client, promptId, signal);
    if (state.entry) return settledEntry(state.entry);
    if (!state.queued) throw new ComfyConnectionLost('ComfyUI no longer knows the prompt (restarted?)');
    session.lastActivity = Date.now();
  }
}
