import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { FFPROBE } from './binaries';
import { inputProtocols } from './protocols';

const execFileAsync = promisify(execFile);

/** What ffprobe says about a media file's first video stream (and whether it has audio). */
export interface MediaInfo {
  width: number;
  height: number;
  /** Container duration in seconds (0 for a still image). */
  durationS: number;
  /** Frames per second as a number (30000/1001 -> 29.97). */
  fps: number;
  /** The exact rate as ffprobe prints it ('30000/1001'), for passing back to ffmpeg without rounding. */
  fpsRational: string;
  /** Video codec name: 'h264', 'png', 'mjpeg'... */
  codec: string;
  pixFmt: string;
  /** Frame count when the container states it. */
  frames: number | null;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  duration?: string;
}

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [n, d] = rate.split('/').map(Number);
  if (!n || !d) return 0;
  return n / d;
}

/** Runs ffprobe on a file; throws when it has no video stream. */
export async function probeMedia(path: string, ffprobePath = FFPROBE): Promise<MediaInfo> {
  const { stdout } = await execFileAsync(ffprobePath, [
    '-v',
    'error',
    '-protocol_whitelist',
    inputProtocols(path),
    '-print_format',
    'json',
    '-show_streams',
    '-show_format',
    path,
  ]);
  const parsed = JSON.parse(stdout) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error(`no video stream in ${path}`);
  // avg_frame_rate is what players use; r_frame_rate is the fallback for streams that state only that.
  const avg = parseRate(video.avg_frame_rate);
  const fpsRational = avg > 0 ? video.avg_frame_rate! : (video.r_frame_rate ?? '0/1');
  const duration = Number(parsed.format?.duration ?? video.duration ?? 0);
  return {
    width: video.width,
    height: video.height,
    durationS: Number.isFinite(duration) ? duration : 0,
    fps: parseRate(fpsRational),
    fpsRational,
    codec: video.codec_name ?? 'unknown',
    pixFmt: video.pix_fmt ?? 'unknown',
    frames: video.nb_frames ? Number(video.nb_frames) : null,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}
