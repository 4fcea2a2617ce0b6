import type { Work } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import { mediaKindOf } from '../works/work-media';

/** The tool entries of the home page, in the order a new user meets them. */
export const HOME_TOOLS = ['ai_video', 'text2video', 'img2video', 'vid2vid', 'lipsync', 'upscale'] as const;
export type HomeTool = (typeof HOME_TOOLS)[number];

/** The entry a work's tool belongs to: a second version or a variant counts for its family. */
function homeToolOf(tool: Tool): HomeTool {
  switch (tool) {
    case 'img2video_v2':
      return 'img2video';
    case 'upscale_turbo':
      return 'upscale';
    case 'extend':
      return 'text2video';
    default:
      return tool;
  }
}

/**
 * A live example per tool entry from public works: the first finished video of each tool (an image for upscale),
 * in the order given (most popular first). Tools without one get none and show their drawing.
 */
export function examplesByTool(works: readonly Work[]): Partial<Record<HomeTool, Work>> {
  const out: Partial<Record<HomeTool, Work>> = {};
  for (const work of works) {
    if (!work.url) continue;
    const entry = homeToolOf(work.tool);
    const wanted = entry === 'upscale' ? 'image' : 'video';
    if (!out[entry] && mediaKindOf(work) === wanted) out[entry] = work;
  }
  return out;
}

/** The rows worth showing as highlights: full rows only, unless the works fill less than one. */
export function highlightRows<R extends { full: boolean }>(rows: readonly R[], max: number): R[] {
  const full = rows.filter((row) => row.full);
  return (full.length > 0 ? full : rows).slice(0, max);
}
