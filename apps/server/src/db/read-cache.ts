import { type Channel, subscribe } from './notifications';

export interface ReadCacheOptions<V> {
  /** The channel whose payloads name keys (or tags) to forget. */
  channel: Channel;
  /** An upper bound on any entry's age, in case an invalidation is ever missed. */
  ttlMs: number;
  maxEntries: number;
  /** False while invalidations from other processes cannot be heard: reads then go to the database. */
  enabled: () => boolean;
  /** Extra names a value answers to in invalidations (a session's `user:<uuid>`). */
  tagsOf?: (value: V) => readonly string[];
}

interface Entry<V> {
  value: V;
  until: number;
  tags: readonly string[];
}

/**
 * An in-process read-through cache whose entries die on invalidation (notifications.ts), on their own validity
 * (a session's or a plan's end) or after ttlMs. A load that overlaps an invalidation is not stored.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Keys by tag, so a notice drops a user's entries without walking every entry (notices come by the hundred). */
  private readonly tagged = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a load started before one must not store its (maybe stale) answer. */
  private epoch = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: ReadCacheOptions<V>) {
    this.unsubscribe = subscribe(
      options.channel,
      (payload) => this.forget(payload),
      () => this.clear(),
    );
  }

  /**
   * The cached value of key, or load()'s. load returns the value and when it stops being true (ms); undefined
   * values are returned but never cached.
   */
  async get(key: string, nowMs: number, load: () => Promise<{ value: V; validUntil?: number } | undefined>) {
    const hit = this.entries.get(key);
    if (hit && hit.until > nowMs && this.options.enabled()) return hit.value;
    if (hit) this.drop(key);
    const epoch = this.epoch;
    const loaded = await load();
    if (loaded === undefined) return undefined;
    const until = Math.min(nowMs + this.options.ttlMs, loaded.validUntil ?? Number.POSITIVE_INFINITY);
    if (epoch === this.epoch && until > nowMs && this.options.enabled()) {
      if (this.entries.size >= this.options.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.drop(oldest);
      }
      this.drop(key);
      const tags = this.options.tagsOf?.(loaded.value) ?? [];
      this.entries.set(key, { value: loaded.value, until, tags });
      for (const tag of tags) {
        let keys = this.tagged.get(tag);
        if (!keys) {
          keys = new Set();
          this.tagged.set(tag, keys);
        }
        keys.add(key);
      }
    }
    return loaded.value;
  }

  /** When key's entry stops being served (ms), or undefined when there is none. */
  untilOf(key: string): number | undefined {
    return this.entries.get(key)?.until;
  }

  /** Drops the entry named payload and every entry tagged with it. */
  forget(payload: string): void {
    this.epoch++;
    this.drop(payload);
    for (const key of this.tagged.get(payload) ?? []) this.drop(key);
    this.tagged.delete(payload);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.tagged.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.tagged.clear();
  }
}
