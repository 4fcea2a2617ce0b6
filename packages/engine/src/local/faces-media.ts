/**
 * Small ffmpeg / ffprobe helpers shared by face detection, lip-sync and the ComfyUI adapter's output handling.
 * Binaries come from FFMPEG_PATH / FFPROBE_PATH when set, else from PATH (Debian's ffmpeg on the servers).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { extname } from 'node:path';
import sharp from 'sharp';
import { FFMPEG, FFPROBE } from './media/binaries';
import { inputProtocols, withInputProtocols } from './media/protocols';

export { FFMPEG, FFPROBE };

const VIDEO_EXTENSIONS = new Set(['.mp4', '.mov', '.m4v', '.webm', '.mkv', '.avi']);
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.bmp', '.tif', '.tiff', '.avif']);

/**
 * Whether a file is a video rather than a still image: by extension when it has a known one, else by asking
 * sharp (stored objects downloaded by the worker may have lost their extension). Animated GIFs count as video.
 */
export async function isVideoFile(path: string): Promise<boolean> {
  const ext = extname(path).toLowerCase();
  if (VIDEO_EXTENSIONS.has(ext)) return true;
  if (IMAGE_EXTENSIONS.has(ext)) return false;
  try {
    const meta = await sharp(path).metadata();
    return (meta.pages ?? 1) > 1;
  } catch {
    return true;
  }
}

export function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted', 'AbortError');
}

/** Keeps the last bytes of a process's stderr for error messages without holding all of it. */
function stderrTail(proc: ChildProcess, limit = 4000): () => string {
  let tail = '';
  proc.stderr?.setEncoding('utf8');
  proc.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-limit);
  });
  return () => tail.trim();
}

export interface ProcessHandle {
  proc: ChildProcess;
  /** Resolves when the process exits with 0; rejects with its stderr tail otherwise (or the abort reason). */
  done: Promise<void>;
}

/** Starts a process; an abort kills it and rejects `done` with the signal's reason. */
export function startProcess(command: string, args: string[], signal?: AbortSignal): ProcessHandle {
  const proc = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const tail = stderrTail(proc);
  const done = new Promise<void>((resolve, reject) => {
    const onAbort = () => proc.kill('SIGKILL');
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    proc.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    proc.once('close', (code, killSignal) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(abortError(signal));
      else if (code === 0) resolve();
      else
        reject(new Error(`${command} exited with ${code ?? killSignal}: ${tail().split('\n').slice(-6).join('\n')}`));
    });
  });
  // A consumer that stops reading early (or an encoder that exits) must not crash the process with EPIPE.
  proc.stdin?.on('error', () => {});
  return { proc, done };
}

/** Runs a process to completion and returns its stdout. */
export async function runProcess(command: string, args: string[], signal?: AbortSignal): Promise<Buffer> {
  const { proc, done } = startProcess(command, args, signal);
  proc.stdin?.end();
  const chunks: Buffer[] = [];
  proc.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  await done;
  return Buffer.concat(chunks);
}

export function runFfmpeg(args: string[], signal?: AbortSignal): Promise<Buffer> {
  return runProcess(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...withInputProtocols(args)], signal);
}

interface MediaInfo {
  durationS: number;
  video?: { width: number; height: number; fps: number; codec: string };
  audio?: { codec: string; sampleRate: number };
}

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [num, den] = rate.split('/').map(Number);
  return den ? (num ?? 0) / den : (num ?? 0);
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_rate?: string;
}

/** ffprobe summary of the first video and audio streams. */
export async function probeMedia(path: string, signal?: AbortSignal): Promise<MediaInfo> {
  const out = await runProcess(
    FFPROBE,
    [
      '-v',
      'error',
      '-protocol_whitelist',
      inputProtocols(path),
      '-show_entries',
      'format=duration:stream',
      '-of',
      'json',
      path,
    ],
    signal,
  );
  const json = JSON.parse(out.toString('utf8')) as { format?: { duration?: string }; streams?: ProbeStream[] };
  const streams = json.streams ?? [];
  const v = streams.find((s) => s.codec_type === 'video');
  const a = streams.find((s) => s.codec_type === 'audio');
  return {
    durationS: Number(json.format?.duration ?? 0) || 0,
    video: v
      ? {
          width: v.width ?? 0,
          height: v.height ?? 0,
          fps: parseRate(v.avg_frame_rate) || parseRate(v.r_frame_rate),
          codec: v.codec_name ?? '',
        }
      : undefined,
    audio: a ? { codec: a.codec_name ?? '', sampleRate: Number(a.sample_rate ?? 0) } : undefined,
  };
}

/** The first frame of a video as PNG bytes (ffmpeg applies the rotation metadata). */
export function readFirstFrame(videoPath: string, signal?: AbortSignal): Promise<Buffer> {
  return runFfmpeg(['-i', videoPath, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'], signal);
}
