import type { PublicationStatus, Tool, Work } from '@framewise/contracts';
import type { Language } from '@framewise/i18n/messages';
import type { TaskObjectRef } from '../../db';
import { isCancelled, presentNotes, taskMessage, taskProgress, taskUrls } from '../generation';
import type { StorageService } from '../storage';
import type { Task } from '../tasks';

/** A task with its author's public profile, as the work queries read it. */
export type WorkRow = Task & { nickname: string; avatar_key: string | null };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The quality choice of a work: an upscale size, a video upscaler, or a lip-sync level. */
function qualityOf(params: Record<string, unknown>): string | null {
  return str(params.target) ?? str(params.upscaler) ?? (num(params.level) !== null ? String(params.level) : null);
}

/** The style of a work: its video-to-video styles, or its model. */
function styleOf(params: Record<string, unknown>): string | null {
  if (Array.isArray(params.style_list) && params.style_list.length > 0) return params.style_list.join(',');
  return str(params.model);
}

const rawParams = (row: WorkRow) => (row.params ?? {}) as Record<string, unknown>;

/** The request's parameters without the ones naming an input file (their values are the inputs' keys). */
function withoutInputs(params: Record<string, unknown>, inputs: Record<string, TaskObjectRef>) {
  const keys = new Set(Object.values(inputs).map((ref) => ref.key));
  return Object.fromEntries(Object.entries(params).filter(([, v]) => !(typeof v === 'string' && keys.has(v))));
}

/**
 * The work's prompt in the reader's language where it has one (the seeded examples), and its request's parameters
 * saying the same, so "draw same" fills the form in that language; other works keep the prompt as written.
 */
function localizedPrompt(row: WorkRow, params: Record<string, unknown>, language: Language) {
  const translated = row.prompt_translations?.[language];
  if (!translated || translated === row.prompt) return { prompt: row.prompt, params };
  const swap = (text: unknown) => (text === row.prompt ? translated : text);
  const out = { ...params };
  if ('prompt' in out) out.prompt = swap(out.prompt);
  // Text to video's scenes: one scene's prompt is the whole prompt.
  if (Array.isArray(out.prompts)) {
    out.prompts = out.prompts.map((scene: unknown) =>
      scene && typeof scene === 'object' ? { ...scene, prompt: swap((scene as { prompt?: unknown }).prompt) } : scene,
    );
  }
  return { prompt: translated, params: out };
}

/** A work as the gallery and my works show it, files as URLs that open now. */
export function toWork(row: WorkRow, viewer: string | null, storage: StorageService, language: Language): Work {
  const isOwner = viewer === row.user_uuid;
  const inputs = (row.inputs ?? {}) as Record<string, TaskObjectRef>;
  // The files a work was made from are its author's private uploads: others get the settings draw same copies
  // (prompt, style, sizes, motion) but neither the files' addresses nor their keys.
  const { prompt, params } = localizedPrompt(
    row,
    isOwner ? rawParams(row) : withoutInputs(rawParams(row), inputs),
    language,
  );
  const inputUrl = (slot: string) => {
    const ref = inputs[slot];
    return ref && isOwner ? storage.objectUrl(ref.bucket, ref.key) : null;
  };
  const { url, cover, coverSources } = taskUrls(storage, row);
  return {
    id: row.id,
    tool: row.tool as Tool,
    prompt,
    style: styleOf(params),
    ratio: num(params.ratio) ?? 1,
    width: row.width,
    height: row.height,
    quality: qualityOf(params),
    duration: row.duration_s ?? num(params.duration),
    motion_speed: num(params.motion_speed),
    move_type: str(params.move_type),
    reference_img: inputUrl('image'),
    mask_img: inputUrl('mask'),
    reference_video: inputUrl('video'),
    seed: row.result_seed ?? row.seed,
    mode: row.mode as Work['mode'],
    private: row.private,
    status: row.status as Work['status'],
    progress: taskProgress(row),
    pubStatus: row.pub_status as PublicationStatus | null,
    url,
    cover,
    ...(coverSources ? { coverSources } : {}),
    engine: row.engine,
    notes: presentNotes(row, language),
    msg: taskMessage(row, language),
    cancelled: isCancelled(row),
    cost: row.cost,
    params,
    author: {
      uuid: row.user_uuid,
      nickname: row.nickname,
      avatar_url: row.avatar_key ? storage.objectUrl(storage.storage.buckets.public, row.avatar_key) : '',
    },
    isOwner,
    created_at: row.created_at.toISOString(),
  };
}
