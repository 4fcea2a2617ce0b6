import type { EngineJob } from '../types';
import { EngineRefusal } from '../types';

/**
 * Readers for job parameters. The server validated them against the contracts already; these only pick defaults
 * and clamp, so a worker replaying an older task with a missing field still renders something sensible.
 */
export function numberParam(
  params: Record<string, unknown>,
  key: string,
  fallback: number,
  min = Number.NEGATIVE_INFINITY,
  max = Number.POSITIVE_INFINITY,
): number {
  const raw = params[key];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

export function optionalNumberParam(params: Record<string, unknown>, key: string): number | undefined {
  const raw = params[key];
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
}

export function boolParam(params: Record<string, unknown>, key: string, fallback = false): boolean {
  const raw = params[key];
  return typeof raw === 'boolean' ? raw : fallback;
}

export function stringParam(params: Record<string, unknown>, key: string): string {
  const raw = params[key];
  return typeof raw === 'string' ? raw : '';
}

/** A required input file, or a refusal naming what is missing (the server's validation key). */
export function requireInput(job: EngineJob, key: keyof EngineJob['inputs'], reason: string): string {
  const path = job.inputs[key];
  if (!path) throw new EngineRefusal(`${job.tool} needs inputs.${key}`, reason);
  return path;
}

/** Output size for an aspect ratio (width / height) with the given short side; both even, as yuv420p needs. */
export function sizeForRatio(ratio: number, shortSide: number): { width: number; height: number } {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return ratio >= 1
    ? { width: even(shortSide * ratio), height: even(shortSide) }
    : { width: even(shortSide), height: even(shortSide / ratio) };
}

/** Default frame rate of generated clips. */
const DEFAULT_FPS = 24;
/** Default clip length when a job names none. */
const DEFAULT_DURATION_S = 4;
/** Default motion speed on the 1-10 scale (docs/product.md, "The tools"). */
export const DEFAULT_MOTION_SPEED = 5;

/** Duration and frame rate of a generated clip, clamped to what the engine renders. */
export function clipTiming(
  params: Record<string, unknown>,
  limits: { maxDurationS: number; maxFps: number },
): { durationS: number; fps: number; frameCount: number } {
  const durationS = numberParam(params, 'duration', DEFAULT_DURATION_S, 0.5, limits.maxDurationS);
  const fps = Math.round(numberParam(params, 'frame_rate', DEFAULT_FPS, 1, limits.maxFps));
  return { durationS, fps, frameCount: Math.max(1, Math.round(durationS * fps)) };
}
