/**
 * The audio side of lip-sync: decode to 16 kHz mono PCM with ffmpeg and turn it into one mouth-opening value per
 * video frame (RMS loudness in dB, gated and normalised to the track's own loud parts, then smoothed so the mouth
 * opens fast and closes a little slower, as a real jaw does).
 */
import { EngineRefusal } from '../types';
import { runFfmpeg } from './faces-media';

const ENVELOPE_SAMPLE_RATE = 16_000;

/** Below this RMS level (dBFS) the mouth stays closed: room noise and breaths should not move it. */
const GATE_DB = -45;
/** The loud reference is never closer to the gate than this, so a quiet recording does not flap wide open. */
const MIN_RANGE_DB = 20;
/** Per-frame smoothing factors (fraction of the gap closed each frame) when opening and when closing. */
const ATTACK = 0.7;
const RELEASE = 0.35;
/** Openings smaller than this snap to exactly closed, so silent frames reproduce the source pixels. */
const CLOSED_BELOW = 0.02;

interface LoudnessEnvelope {
  /** Seconds of audio analysed (capped by maxDurationS). */
  durationS: number;
  /** One value per video frame, 0 (closed) .. 1 (fully open); length = ceil(durationS * fps). */
  levels: Float32Array;
}

/** Pure part: per-frame mouth openings from signed 16-bit mono samples. */
export function envelopeFromSamples(samples: Int16Array, sampleRate: number, fps: number): LoudnessEnvelope {
  const durationS = samples.length / sampleRate;
  const frames = Math.ceil(durationS * fps - 1e-9);
  const perFrame = sampleRate / fps;
  const db = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    const start = Math.round(i * perFrame);
    const end = Math.min(samples.length, Math.round((i + 1) * perFrame));
    let sum = 0;
    for (let s = start; s < end; s++) {
      const v = (samples[s] ?? 0) / 32768;
      sum += v * v;
    }
    const rms = end > start ? Math.sqrt(sum / (end - start)) : 0;
    db[i] = rms > 0 ? 20 * Math.log10(rms) : Number.NEGATIVE_INFINITY;
  }

  const voiced = Array.from(db)
    .filter((v) => v > GATE_DB)
    .sort((a, b) => a - b);
  const reference = Math.max(voiced[Math.floor(voiced.length * 0.95)] ?? GATE_DB, GATE_DB + MIN_RANGE_DB);

  const levels = new Float32Array(frames);
  let current = 0;
  for (let i = 0; i < frames; i++) {
    const target = Math.min(1, Math.max(0, ((db[i] ?? GATE_DB) - GATE_DB) / (reference - GATE_DB)));
    current += (target - current) * (target > current ? ATTACK : RELEASE);
    levels[i] = current < CLOSED_BELOW ? 0 : current;
  }
  return { durationS, levels };
}

/** Decodes the audio track of `audioPath` (any format ffmpeg reads, video files included) into an envelope. */
export async function loudnessEnvelope(
  audioPath: string,
  options: { fps: number; maxDurationS: number; signal?: AbortSignal },
): Promise<LoudnessEnvelope> {
  let pcm: Buffer;
  try {
    pcm = await runFfmpeg(
      [
        '-i',
        audioPath,
        '-t',
        String(options.maxDurationS),
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(ENVELOPE_SAMPLE_RATE),
        '-f',
        's16le',
        'pipe:1',
      ],
      options.signal,
    );
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new EngineRefusal(`The audio could not be read: ${(error as Error).message}`, 'engine.audioUnreadable');
  }
  // Copy into an aligned buffer: a Buffer from the pool may start at an odd byte offset.
  const samples = new Int16Array(pcm.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2);
  return envelopeFromSamples(samples, ENVELOPE_SAMPLE_RATE, options.fps);
}
