import { once } from 'node:events';
import { abortError } from './abort';
import { h264OutputArgs, startFfmpeg } from './ffmpeg';

interface EncodeFramesOptions {
  width: number;
  height: number;
  fps: number;
  frameCount: number;
  /** Renders frame i as packed RGB (width * height * 3 bytes). Called out of order, a few at a time. */
  renderFrame: (index: number) => Promise<Buffer>;
  /** Sees every frame in order once it is rendered (to keep a poster frame). */
  onFrame?: (index: number, frame: Buffer) => void;
  output: string;
  ffmpegPath?: string;
  signal?: AbortSignal;
  /** 0..1, per frame written. */
  onProgress?: (fraction: number) => void;
  crf?: number;
  preset?: string;
  /** Inputs placed before the frame pipe (which then is input number N, N = how many come before). */
  inputsBefore?: string[];
  /** The pipe's exact frame rate when it is not an integer ('30000/1001'). */
  fpsRational?: string;
  /** Filter and -map arguments for the output; default: the piped frames as they are. */
  mapping?: string[];
}

/** Frames rendered ahead of the encoder: enough to keep both cores busy, few enough to bound memory. */
const FRAMES_IN_FLIGHT = 4;

/** Pipes rendered RGB frames into ffmpeg and encodes them as H.264 MP4 (yuv420p, faststart). */
export async function encodeFrames(o: EncodeFramesOptions): Promise<void> {
  o.signal?.throwIfAborted();
  const ff = startFfmpeg(
    [
      ...(o.inputsBefore ?? []),
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${o.width}x${o.height}`,
      '-framerate',
      o.fpsRational ?? String(o.fps),
      '-i',
      'pipe:0',
      ...(o.mapping ?? []),
      ...h264OutputArgs({ crf: o.crf, preset: o.preset }),
      o.output,
    ],
    { stdin: true, ffmpegPath: o.ffmpegPath, signal: o.signal },
  );
  // ffmpeg dying early must surface even while we wait for 'drain' that will never come.
  let failure: unknown = null;
  const exited = ff.done.then(
    () => null,
    (err: unknown) => {
      failure = err;
      return err;
    },
  );
  const stdin = ff.stdin!;
  const inFlight: Promise<Buffer>[] = [];
  let next = 0;
  try {
    for (let i = 0; i < o.frameCount; i++) {
      while (next < o.frameCount && next < i + FRAMES_IN_FLIGHT) inFlight.push(o.renderFrame(next++));
      const frame = await inFlight.shift()!;
      if (o.signal?.aborted) throw abortError(o.signal);
      if (failure) throw failure;
      o.onFrame?.(i, frame);
      if (!stdin.write(frame)) {
        const err = await Promise.race([once(stdin, 'drain').then(() => null), exited]);
        if (err) throw err;
      }
      o.onProgress?.((i + 1) / o.frameCount);
    }
    stdin.end();
    await ff.done;
  } catch (err) {
    ff.kill();
    // Let the renders already started settle so none rejects unobserved.
    await Promise.allSettled(inFlight);
    await exited;
    throw o.signal?.aborted ? abortError(o.signal) : err;
  }
}
