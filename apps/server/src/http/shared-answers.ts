import { createHash } from 'node:crypto';

/** A finished JSON answer: its bytes and their ETag. */
export interface FinishedAnswer {
  json: string;
  etag: string;
}

export function finishAnswer(answer: unknown): FinishedAnswer {
  const json = typeof answer === 'string' ? answer : JSON.stringify(answer);
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

interface Entry extends FinishedAnswer {
  until: number;
}

/**
 * Public answers kept in this process for a few seconds, so the gallery's and the tool config's hot pages are
 * built, checked, serialised and hashed once per interval instead of once per visitor. Only answers to visitors
 * (no session) are kept: they are the same bytes for everyone with the same URL, language and region, and HTTP
 * already lets any cache reuse them for longer (Cache-Control public, max-age). Any write call of this process
 * clears them (registerCall), so a visitor sees their own change at once here; other processes within `seconds`.
 */
export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 1_000) {}

  get(key: string, nowMs: number): FinishedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.until > nowMs) return hit;
    if (hit) this.entries.delete(key);
    return undefined;
  }

  set(key: string, answer: FinishedAnswer, untilMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...answer, until: untilMs });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const perApp = new WeakMap<object, SharedAnswers>();

/** The one SharedAnswers of an app (keyed by its context object, shared by every plugin scope). */
export function sharedAnswersOf(owner: object): SharedAnswers {
  let answers = perApp.get(owner);
  if (!answers) {
    answers = new SharedAnswers();
    perApp.set(owner, answers);
  }
  return answers;
}
