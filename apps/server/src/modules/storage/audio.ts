import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FFPROBE } from '@framewise/engine/local';
import { type AudioType, CONTENT_TYPES } from './content';

const execFileAsync = promisify(execFile);

/** ffprobe on an upload gets this long; a healthy 20 MB file takes well under a second. */
const PROBE_TIMEOUT_MS = 30_000;
/** Containers report durations rounded to their own time base; this much over the limit still passes. */
const DURATION_TOLERANCE_S = 0.05;

/** Per type: the demuxer ffprobe must name and the codecs the file's audio stream may have. */
const EXPECTED: Readonly<Record<AudioType, { format: string; codec: (name: string) => boolean }>> = {
  mp3: { format: 'mp3', codec: (c) => c === 'mp3' },
  wav: { format: 'wav', codec: (c) => c.startsWith('pcm_') || c.startsWith('adpcm_') },
  m4a: { format: 'mp4', codec: (c) => c === 'aac' || c === 'alac' },
};

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  disposition?: { attached_pic?: number };
  /** With -count_frames: how many frames decoded. */
  nb_read_frames?: string;
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

export type AudioCheck =
  | { ok: true; durationS: number }
  /** unreadable: not whole audio of the type; notAudio: it has pictures that move (a video); tooLong: over max. */
  | { ok: false; reason: 'unreadable' | 'notAudio' | 'tooLong'; durationS?: number };

async function ffprobeJson(args: string[]): Promise<ProbeOutput | undefined> {
  try {
    const { stdout } = await execFileAsync(FFPROBE, ['-v', 'error', '-print_format', 'json', ...args], {
      timeout: PROBE_TIMEOUT_MS,
      maxBuffer: 1024 * 1024,
    });
    return JSON.parse(stdout) as ProbeOutput;
  } catch {
    return undefined;
  }
}

/**
 * Proves an upload is audio of the sniffed type that ffmpeg can decode, at most maxSeconds long. ffprobe reads the
 * container first (cheap, and enough to refuse a long file); then it decodes every audio frame, so a truncated or
 * garbage body behind a valid header is refused too. Cover art (an attached picture) is allowed; a real video
 * stream is not, which is what tells an audio-only MPEG-4 file from a video when its brand is generic.
 */
export async function checkAudio(bytes: Buffer, type: AudioType, maxSeconds: number): Promise<AudioCheck> {
  const dir = await mkdtemp(join(tmpdir(), 'fw-audio-'));
  const file = join(dir, `upload.${CONTENT_TYPES[type].extensions[0]}`);
  try {
    await writeFile(file, bytes);
    const info = await ffprobeJson(['-show_streams', '-show_format', file]);
    if (!info) return { ok: false, reason: 'unreadable' };
    const streams = info.streams ?? [];
    if (streams.some((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1)) {
      return { ok: false, reason: 'notAudio' };
    }
    const expected = EXPECTED[type];
    const formats = (info.format?.format_name ?? '').split(',');
    const audio = streams.find((s) => s.codec_type === 'audio');
    if (!formats.includes(expected.format) || !audio || !expected.codec(audio.codec_name ?? '')) {
      return { ok: false, reason: 'unreadable' };
    }
    const durationS = Number(info.format?.duration);
    if (!(Number.isFinite(durationS) && durationS > 0)) return { ok: false, reason: 'unreadable' };
    if (durationS > maxSeconds + DURATION_TOLERANCE_S) return { ok: false, reason: 'tooLong', durationS };

    const decoded = await ffprobeJson([
      '-select_streams',
      'a:0',
      '-count_frames',
      '-show_entries',
      'stream=nb_read_frames',
      file,
    ]);
    const frames = Number(decoded?.streams?.[0]?.nb_read_frames ?? 0);
    if (!(frames > 0)) return { ok: false, reason: 'unreadable', durationS };
    return { ok: true, durationS };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
