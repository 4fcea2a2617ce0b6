import { type ChildProcess, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { abortError } from './abort';
import { withInputProtocols } from './protocols';

interface FfmpegRunOptions {
  /** Defaults to 'ffmpeg' on PATH. */
  ffmpegPath?: string;
  signal?: AbortSignal;
  /** Output duration the run is expected to produce; progress is out_time / expectedDurationS. */
  expectedDurationS?: number;
  /** 0..1. */
  onProgress?: (fraction: number) => void;
  /** Working directory: lets filter graphs name files without escaping absolute paths. */
  cwd?: string;
}

/** The last lines of ffmpeg's stderr, enough to explain a failure without flooding logs. */
const STDERR_TAIL_CHARS = 2000;

/** ffmpeg failed: exit code plus the tail of its log. */
export class FfmpegError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`ffmpeg exited with ${exitCode}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'FfmpegError';
  }
}

/**
 * A running ffmpeg with -progress on stdout. Call `done` to wait; abort kills the process (SIGKILL: ffmpeg's own
 * SIGTERM handling may still flush a partial file, which nobody wants).
 */
interface FfmpegHandle {
  /** stdin when started with `stdin: true` (raw frames are piped in). */
  stdin: Writable | null;
  /** The process id (for tests and logs). */
  pid: number | undefined;
  done: Promise<void>;
  kill(): void;
}

export function startFfmpeg(
  args: readonly string[],
  options: FfmpegRunOptions & { stdin?: boolean } = {},
): FfmpegHandle {
  const { signal, expectedDurationS, onProgress } = options;
  signal?.throwIfAborted();
  const fullArgs = [
    '-hide_banner',
    '-loglevel',
    'error',
    ...(options.stdin ? [] : ['-nostdin']),
    '-progress',
    'pipe:1',
    '-nostats',
    '-y',
    ...withInputProtocols(args),
  ];
  const child: ChildProcess = spawn(options.ffmpegPath ?? 'ffmpeg', fullArgs, {
    stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    cwd: options.cwd,
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
  });
  let pending = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    if (!onProgress || !expectedDurationS) return;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // out_time_us is in microseconds despite ffmpeg also printing the misnamed out_time_ms.
      const m = /^out_time_us=(\d+)/.exec(line);
      if (m) onProgress(Math.min(1, Number(m[1]) / 1e6 / expectedDurationS));
    }
  });
  let aborted = false;
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const onAbort = () => {
    aborted = true;
    kill();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  // A closed stdin (ffmpeg exited early) must not crash the process with an unhandled EPIPE.
  child.stdin?.on('error', () => {});
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (aborted) reject(abortError(signal));
      else if (code === 0) {
        onProgress?.(1);
        resolve();
      } else reject(new FfmpegError(code, stderr));
    });
  });
  return { stdin: child.stdin, pid: child.pid, done, kill };
}

/** Runs ffmpeg to completion. */
export function runFfmpeg(args: readonly string[], options: FfmpegRunOptions = {}): Promise<void> {
  return startFfmpeg(args, options).done;
}

/** H.264 in MP4 that every browser plays: yuv420p, moov atom first so playback starts before the download ends. */
export function h264OutputArgs(options: { crf?: number; preset?: string; fps?: number | string } = {}): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    options.preset ?? 'veryfast',
    '-crf',
    String(options.crf ?? 20),
    '-pix_fmt',
    'yuv420p',
    ...(options.fps !== undefined ? ['-r', String(options.fps)] : []),
    '-movflags',
    '+faststart',
  ];
}
