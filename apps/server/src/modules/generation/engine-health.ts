import { TOOLS, type Tool } from '@framewise/contracts';
import type { EngineHealth } from '@framewise/engine';
import { engineToolsOf } from './rules';
import type { GenerationRuntime } from './runtime';

/**
 * What /readyz says about the engine's media tools. Missing ones make the server degraded, not unready: accounts,
 * payments, the gallery and image upscales still work, and the tool screens hide what is off.
 */
export interface MediaReadiness {
  status: 'ok' | 'degraded';
  /** Binaries the engine needs and cannot use, with where it looked. */
  missing: string[];
  /** Creation tools not offered because of them. */
  toolsOff: Tool[];
  /** Tools offered with fewer options ('upscale': 'images only'). */
  limited: Record<string, string>;
}

/** Creation tools whose every engine tool is off (ai_video needs both text and image to video off). */
function creationToolsOff(health: EngineHealth): Tool[] {
  return TOOLS.filter((tool) => engineToolsOf(tool).every((t) => health.toolsOff.includes(t)));
}

export function mediaReadiness(health: EngineHealth | null): MediaReadiness {
  if (!health || health.missing.length === 0) return { status: 'ok', missing: [], toolsOff: [], limited: {} };
  return {
    status: 'degraded',
    missing: health.missing,
    toolsOff: creationToolsOff(health),
    limited: { ...health.limited },
  };
}

/** The start log's one line about media tools: what is missing and which tools are off, or what was found. */
export function mediaToolsLine(health: EngineHealth | null): { level: 'info' | 'warn'; line: string } {
  if (!health) return { level: 'info', line: 'media tools: none needed by this engine' };
  if (health.missing.length === 0) return { level: 'info', line: `media tools: ${health.found.join(', ')}` };
  const limited = Object.entries(health.limited).map(([tool, left]) => `; ${tool}: ${left}`);
  return {
    level: 'warn',
    line:
      `media tools missing: ${health.missing.join(', ')}; tools off: ${creationToolsOff(health).join(', ')}` +
      `${limited.join('')}. Install ffmpeg (Debian: apt-get install ffmpeg) or set FFMPEG_PATH / FFPROBE_PATH.`,
  };
}

/** Checks the engine's media tools and logs the result once (server start, worker start). */
export async function logMediaTools(
  runtime: Pick<GenerationRuntime, 'health'>,
  log: { info: (msg: string) => void; warn: (msg: string) => void },
): Promise<void> {
  const { level, line } = mediaToolsLine(await runtime.health());
  log[level](line);
}
