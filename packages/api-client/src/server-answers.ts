import type { UserInfo } from '@framewise/contracts';
import { createAction } from '@reduxjs/toolkit';

/**
 * Answers a page's server render asked for, handed to the browser inside the page (app-shell's request-time
 * render): the browser's api starts with them, so the screen renders what the server did and asks nothing again.
 * Only finished, successful queries travel; tags come along so a later mutation still invalidates them.
 */
export interface ServerAnswers {
  queries: Record<string, unknown>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown> };
  /** Present when the render checked the session: the signed-in user it was made for, or null for a visitor. */
  session?: { user: UserInfo | null };
}

/** Puts server answers into the api's cache (read by the api's extractRehydrationInfo, base-api.ts). */
export const serverAnswers = createAction<ServerAnswers>('api/serverAnswers');

interface ApiSliceLike {
  queries: Record<string, { status?: string } | undefined>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown> };
}

/** The successful answers in an api slice, in the form `serverAnswers` takes (no queries: none). */
export function serverAnswersOf(slice: ApiSliceLike): ServerAnswers {
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(slice.queries)) {
    if (entry?.status === 'fulfilled') queries[key] = entry;
  }
  const kept = new Set(Object.keys(queries));
  const tags: ServerAnswers['provided']['tags'] = {};
  const keys: ServerAnswers['provided']['keys'] = {};
  for (const [type, ids] of Object.entries(slice.provided.tags)) {
    for (const [id, cacheKeys] of Object.entries(ids)) {
      const own = cacheKeys.filter((key) => kept.has(key));
      if (own.length > 0) tags[type] = { ...tags[type], [id]: own };
    }
  }
  for (const key of kept) if (key in slice.provided.keys) keys[key] = slice.provided.keys[key];
  return { queries, provided: { tags, keys } };
}

/**
 * The answers as text for a `<script type="application/json">`: `<` is escaped so no string in them (a work's
 * title, say) can close the script element.
 */
export function serverAnswersJson(answers: ServerAnswers): string {
  return JSON.stringify(answers).replace(/</g, '\\u003c');
}
