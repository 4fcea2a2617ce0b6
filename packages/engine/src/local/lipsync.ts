/**
 * Local lip-sync: finds the face (or takes the given box), measures the audio's loudness per video frame and opens
 * the mouth accordingly on every frame, then muxes the audio into an H.264 MP4 (faststart) as long as the audio.
 * Frames are rendered in Node on raw RGB and streamed through ffmpeg pipes, so memory stays at a few frames.
 */

import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import sharp from 'sharp';
import { EngineRefusal } from '../types';
import { clipBox, detectFaces, type FaceBox, orientedSize } from './faces';
import { abortError, FFMPEG, isVideoFile, type ProcessHandle, readFirstFrame, startProcess } from './faces-media';
import { loudnessEnvelope } from './lipsync-audio';
import { mouthRegion, renderMouth } from './lipsync-mouth';
import { withInputProtocols } from './media/protocols';

interface LipsyncInput {
  /**
   * The face source: a video (looped or cut to the audio's length) or a still image; one of the two is required.
   * Which one it is gets checked from the file itself, so either field may carry either kind.
   */
  video?: string;
  image?: string;
  /** Speech or song; its duration (capped by maxDurationS) is the output's duration. */
  audio: string;
  /** Face to animate in source pixels (as detectFaces answers); absent: the largest detected face. */
  faceBox?: FaceBox;
  /** Directory the result files are written into. */
  workDir: string;
  /** Output frame rate, default 25. */
  fps?: number;
  /** Longest output in seconds, default 60. */
  maxDurationS?: number;
  /** Output long side limit in pixels (smaller sources keep their size), default 1280. */
  maxLongSide?: number;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

interface LipsyncResult {
  /** The MP4 inside workDir. */
  path: string;
  /** A JPEG of the first frame inside workDir. */
  poster: string;
  width: number;
  height: number;
  durationS: number;
  fps: number;
  /** The face that was animated, in source pixels. */
  face: FaceBox;
}

const DEFAULT_FPS = 25;
const DEFAULT_MAX_DURATION_S = 60;
const DEFAULT_MAX_LONG_SIDE = 1280;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export async function lipsync(input: LipsyncInput): Promise<LipsyncResult> {
  const { signal, onProgress } = input;
  const source = input.video ?? input.image;
  if (!source) throw new EngineRefusal('A face image or video is required', 'engine.faceMediaRequired');
  const sourceIsVideo = await isVideoFile(source);
  const fps = Math.min(60, Math.max(1, Math.round(input.fps ?? DEFAULT_FPS)));
  const maxDurationS = input.maxDurationS ?? DEFAULT_MAX_DURATION_S;
  let reported = -1;
  const progress = (p: number) => {
    const value = Math.floor(Math.min(100, Math.max(0, p)));
    if (value > reported) {
      reported = value;
      onProgress?.(value);
    }
  };
  progress(0);

  const { size, face } = await locateFace(source, sourceIsVideo, input.faceBox, signal);
  progress(5);
  const envelope = await loudnessEnvelope(input.audio, { fps, maxDurationS, signal });
  if (envelope.levels.length === 0) throw new EngineRefusal('The audio is empty', 'engine.audioEmpty');
  progress(10);

  const scale = Math.min(1, (input.maxLongSide ?? DEFAULT_MAX_LONG_SIDE) / Math.max(size.width, size.height));
  const width = even(size.width * scale);
  const height = even(size.height * scale);
  const sx = width / size.width;
  const sy = height / size.height;
  const region = mouthRegion({ x: face.x * sx, y: face.y * sy, width: face.width * sx, height: face.height * sy });

  const frameCount = envelope.levels.length;
  const frameSize = width * height * 3;
  const path = join(input.workDir, 'lipsync.mp4');
  const poster = join(input.workDir, 'lipsync-poster.jpg');

  const encoder = startProcess(
    FFMPEG,
    withInputProtocols(encoderArgs(width, height, fps, input.audio, envelope.durationS, path)),
    signal,
  );
  encoder.done.catch(() => {});
  const decoder = sourceIsVideo
    ? startProcess(FFMPEG, withInputProtocols(decoderArgs(source, width, height, fps, frameCount)), signal)
    : undefined;
  decoder?.done.catch(() => {});
  decoder?.proc.stdin?.end();

  try {
    const frames = decoder ? rawFrames(decoder.proc.stdout as Readable, frameSize) : undefined;
    const still = decoder ? undefined : await decodeStill(source, width, height);
    let base = still;
    const out = Buffer.alloc(frameSize);
    for (let i = 0; i < frameCount; i++) {
      if (signal?.aborted) throw abortError(signal);
      if (frames) {
        // A video shorter than expected repeats its last frame instead of failing.
        const next = await frames.next();
        if (!next.done) base = next.value;
      }
      if (!base) throw new EngineRefusal('The video has no frames', 'engine.videoUnreadable');
      renderMouth(base, out, width, height, region, envelope.levels[i] ?? 0);
      if (i === 0)
        await sharp(out, { raw: { width, height, channels: 3 } })
          .jpeg({ quality: 85 })
          .toFile(poster);
      await writeFrame(encoder, out);
      progress(10 + (89 * (i + 1)) / frameCount);
    }
    await frames?.return(undefined);
    encoder.proc.stdin?.end();
    await encoder.done;
    if (decoder) await decoder.done.catch(() => {});
  } catch (error) {
    encoder.proc.kill('SIGKILL');
    decoder?.proc.kill('SIGKILL');
    throw error;
  }

  progress(100);
  return { path, poster, width, height, durationS: envelope.durationS, fps, face };
}

async function locateFace(
  source: string,
  sourceIsVideo: boolean,
  faceBox: FaceBox | undefined,
  signal: AbortSignal | undefined,
): Promise<{ size: { width: number; height: number }; face: FaceBox }> {
  if (!faceBox) {
    const detection = await detectFaces(source, { signal }).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      throw new EngineRefusal(
        `The face image or video could not be read: ${(error as Error).message}`,
        'engine.faceMediaUnreadable',
      );
    });
    const face = detection.faces[0];
    if (!face) throw new EngineRefusal('No face found', 'engine.noFace');
    return { size: detection, face: { x: face.x, y: face.y, width: face.width, height: face.height } };
  }
  const size = await orientedSize(sourceIsVideo ? await readFirstFrame(source, signal) : source).catch(
    (error: unknown) => {
      if (signal?.aborted) throw error;
      throw new EngineRefusal(
        `The face image or video could not be read: ${(error as Error).message}`,
        'engine.faceMediaUnreadable',
      );
    },
  );
  const face = clipBox(faceBox, size);
  if (!face) throw new EngineRefusal('The face box lies outside the image', 'engine.faceBoxOutside');
  return { size, face };
}

function decodeStill(path: string, width: number, height: number): Promise<Buffer> {
  return sharp(path)
    .rotate()
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: { r: 0, g: 0, b: 0 } })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer();
}

/** Raw RGB frames of the source video, resampled to the output fps and size, looped to `frames` frames. */
function decoderArgs(video: string, width: number, height: number, fps: number, frames: number): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-stream_loop',
    '-1',
    '-i',
    video,
    '-an',
    '-vf',
    `fps=${fps},scale=${width}:${height}:flags=bicubic,setsar=1,format=rgb24`,
    '-frames:v',
    String(frames),
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ];
}

function encoderArgs(width: number, height: number, fps: number, audio: string, durationS: number, out: string) {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${width}x${height}`,
    '-framerate',
    String(fps),
    '-i',
    'pipe:0',
    '-i',
    audio,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-t',
    durationS.toFixed(3),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    out,
  ];
}

async function* rawFrames(stream: Readable, frameSize: number): AsyncGenerator<Buffer, void, undefined> {
  let parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    parts.push(chunk);
    size += chunk.length;
    while (size >= frameSize) {
      const all = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, size);
      yield all.subarray(0, frameSize);
      const rest = all.subarray(frameSize);
      parts = rest.length > 0 ? [rest] : [];
      size = rest.length;
    }
  }
}

/** Writes one frame and waits until the pipe took it; an encoder that died reports its own error. */
async function writeFrame(encoder: ProcessHandle, frame: Buffer): Promise<void> {
  const stdin = encoder.proc.stdin as Writable;
  try {
    await new Promise<void>((resolve, reject) => stdin.write(frame, (error) => (error ? reject(error) : resolve())));
  } catch (error) {
    await encoder.done;
    throw error;
  }
}
