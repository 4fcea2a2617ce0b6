import { useEffect, useState } from 'react';
import { storage } from './storage';
import type { MediaRef } from './types';

/** The tools without a draft that draw same can still fill. */
export type SeedTool = 'upscale' | 'lipsync';

export type SeedMedia = MediaRef & { kind: 'image' | 'video' };

/**
 * What draw same hands a draft-less tool: the work's source file (the user's own only), the upscale target and
 * creativity, the lip-sync level. The screen takes it once when it opens; it checks the values against its options.
 */
export interface ToolSeed {
  media?: SeedMedia;
  target?: string;
  creativity?: number;
  level?: number;
}

const TOOL_SEED_KEY_PREFIX = 'framewise.seed.';

export function toolSeedKey(tool: SeedTool): string {
  return `${TOOL_SEED_KEY_PREFIX}${tool}`;
}

export function writeToolSeed(tool: SeedTool, seed: ToolSeed): void {
  try {
    storage()?.setItem(toolSeedKey(tool), JSON.stringify(seed));
  } catch {
    // A full or blocked storage opens the tool empty, as before draw same.
  }
}

function mediaOf(value: unknown): SeedMedia | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, url, kind } = value as Record<string, unknown>;
  if (typeof key !== 'string' || key === '' || typeof url !== 'string' || url === '') return undefined;
  return kind === 'image' || kind === 'video' ? { key, url, kind } : undefined;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The stored seed with only its well-formed fields (it went through session storage), or null. */
export function readToolSeed(tool: SeedTool): ToolSeed | null {
  const raw = storage()?.getItem(toolSeedKey(tool));
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const stored = parsed as Record<string, unknown>;
  const seed: ToolSeed = {};
  const media = mediaOf(stored.media);
  if (media) seed.media = media;
  if (typeof stored.target === 'string' && stored.target !== '') seed.target = stored.target;
  const creativity = finite(stored.creativity);
  if (creativity !== undefined) seed.creativity = creativity;
  const level = finite(stored.level);
  if (level !== undefined) seed.level = level;
  return seed;
}

export function clearToolSeed(tool: SeedTool): void {
  storage()?.removeItem(toolSeedKey(tool));
}

/**
 * The seed draw same left for this tool, read when the form mounts and then removed, so it fills the form once and
 * a later visit opens it empty. Reading in the state initialiser and removing in an effect keeps the render pure
 * (a strict-mode double render reads the same seed).
 */
export function useToolSeed(tool: SeedTool): ToolSeed | null {
  const [seed] = useState(() => readToolSeed(tool));
  useEffect(() => clearToolSeed(tool), [tool]);
  return seed;
}
