import type { Work } from '@framewise/contracts';
import { MODES, type Mode, type Tool } from '@framewise/contracts/routes';
import { toolRoute } from '../config/tools';
import { DRAFT_FIELDS, type FieldSpec } from './fields';
import { readDraft, writeDraft } from './storage';
import { type SeedMedia, type SeedTool, type ToolSeed, writeToolSeed } from './tool-seed';
import { type DraftTool, isDraftTool, type MediaRef } from './types';

/** The fields of a work draw same reads: its tool, the submitted request and the files' addresses. */
type DrawSameWork = Pick<Work, 'tool' | 'params' | 'prompt' | 'mode' | 'isOwner'> &
  Partial<Pick<Work, 'reference_img' | 'mask_img' | 'reference_video' | 'duration'>>;

interface DrawSameOptions {
  /** The work comes from the gallery: its draft survives one reset (see reconcileDraftOwner). */
  fromGallery?: boolean;
}

// Extend continues a video made by text to video; its settings go back to that tool's draft.
function draftToolOf(tool: Tool): DraftTool | null {
  if (tool === 'extend') return 'text2video';
  return isDraftTool(tool) ? tool : null;
}

function isUrl(value: unknown): value is string {
  return typeof value === 'string' && /^(https?:|blob:|data:|\/)/.test(value);
}

/**
 * A file the work was made from, as a draft reference: the key from the submitted request and the address the
 * work gives for it (reference image, mask, reference video). Other people's files (a gallery work by someone else, an example) are
 * not copied: the server takes only the user's own uploads.
 */
function mediaOf(work: DrawSameWork, field: string, usable: boolean): MediaRef | undefined {
  if (!usable) return undefined;
  const key = work.params[field];
  if (typeof key !== 'string' || key === '') return undefined;
  // Without an address the file could not be shown in the form: the user picks it again instead.
  const url = (work as Record<string, unknown>)[field];
  return isUrl(url) ? { key, url } : undefined;
}

/** The prompt of a request: its own, else the first scene's, else the work's. */
function promptOf(work: DrawSameWork): string {
  const { params } = work;
  if (typeof params.prompt === 'string' && params.prompt !== '') return params.prompt;
  const first = Array.isArray(params.prompts) ? (params.prompts[0] as { prompt?: unknown } | undefined) : undefined;
  if (typeof first?.prompt === 'string') return first.prompt;
  return work.prompt;
}

function copiedFields(tool: DraftTool, work: DrawSameWork, usable: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const specs = DRAFT_FIELDS[tool] as Record<string, FieldSpec>;
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.type === 'media') {
      const media = mediaOf(work, name, usable);
      if (media) out[name] = media;
      continue;
    }
    if (name in work.params && work.params[name] !== undefined) out[name] = work.params[name];
  }
  if ('prompt' in specs) out.prompt = promptOf(work);
  if (tool === 'text2video' && !Array.isArray(work.params.prompts)) {
    out.prompts = [{ prompt: promptOf(work), keyframe: 1 }];
  }
  if (work.tool === 'extend' && typeof work.params.duration === 'number') out.duration = work.params.duration;
  // A mask or an end frame belongs to its reference image: a new reference takes the work's or none.
  if (out.reference_img) {
    if ('mask_img' in specs) out.mask_img = mediaOf(work, 'mask_img', usable) ?? null;
    if ('reference_end_img' in specs) out.reference_end_img = mediaOf(work, 'reference_end_img', usable) ?? null;
  }
  return out;
}

type Kind = SeedMedia['kind'];

/**
 * The source file of a draft-less tool's work: the request's key and the address the work gives for it, under the
 * first of `kinds` it has (lip-sync's reference_media is a video or a picture).
 */
function seedMediaOf(work: DrawSameWork, field: string, kinds: Kind[], usable: boolean): SeedMedia | undefined {
  if (!usable) return undefined;
  const key = work.params[field];
  if (typeof key !== 'string' || key === '') return undefined;
  for (const kind of kinds) {
    const url = kind === 'video' ? work.reference_video : work.reference_img;
    if (isUrl(url)) return { key, url, kind };
  }
  return undefined;
}

function finiteParam(work: DrawSameWork, field: string): number | undefined {
  const value = work.params[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function withMedia(seed: ToolSeed, media: SeedMedia | undefined): ToolSeed {
  return media ? { ...seed, media } : seed;
}

/**
 * Upscale and lip-sync keep no draft: draw same leaves them a one-shot seed (tool-seed.ts) the form takes when it
 * opens. An upscale of a finished work (by id) has no uploaded file to send again: only its settings are copied.
 */
function seedOf(work: DrawSameWork): { tool: SeedTool; seed: ToolSeed } | null {
  const usable = work.isOwner;
  if (work.tool === 'upscale') {
    const { target } = work.params;
    const creativity = finiteParam(work, 'creativity');
    const seed: ToolSeed = {
      ...(typeof target === 'string' && target !== '' ? { target } : {}),
      ...(creativity === undefined ? {} : { creativity }),
    };
    const media =
      seedMediaOf(work, 'reference_video', ['video'], usable) ?? seedMediaOf(work, 'reference_img', ['image'], usable);
    return { tool: 'upscale', seed: withMedia(seed, media) };
  }
  if (work.tool === 'lipsync') {
    const level = finiteParam(work, 'level');
    const seed: ToolSeed = level === undefined ? {} : { level };
    return { tool: 'lipsync', seed: withMedia(seed, seedMediaOf(work, 'reference_media', ['video', 'image'], usable)) };
  }
  return null;
}

/**
 * "Draw same": copies a work's settings into the draft of the tool that made it, marks the
 * draft (isDrawSame; isGalleryDrawSame from the gallery) and returns the route that opens the tool, e.g.
 * '/ai-video-generator?tool=img2video'. Fields the work does not carry keep the draft's values; a source file the
 * work has (a reference video) replaces the draft's. The tool screen checks the copy against the server's current
 * options when it opens. Tools without a draft (upscale, lip-sync) get a one-shot seed instead.
 */
export function applyDrawSame(work: DrawSameWork, { fromGallery = false }: DrawSameOptions = {}): string {
  const route = toolRoute(work.tool);
  const tool = draftToolOf(work.tool);
  if (!tool) {
    const seeded = seedOf(work);
    if (seeded) writeToolSeed(seeded.tool, seeded.seed);
    return route;
  }
  const stored = readDraft(tool);
  const base = typeof stored === 'object' && stored !== null ? stored : {};
  // Only the user's own files can be sent again: a gallery work by someone else, or an example, lends its settings.
  const usable = work.isOwner;
  const mode: Mode | undefined = (MODES as readonly number[]).includes(work.mode) ? work.mode : undefined;
  writeDraft(
    tool,
    {
      ...base,
      ...copiedFields(tool, work, usable),
      isDrawSame: true,
      isGalleryDrawSame: fromGallery,
      ...(mode === undefined ? {} : { mode }),
    },
    { notify: true },
  );
  return route;
}
