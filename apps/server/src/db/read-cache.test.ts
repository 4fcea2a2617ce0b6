import { afterEach, describe, expect, it } from 'vitest';
import { CHANNELS } from './notifications';
import { ReadCache } from './read-cache';

const caches: ReadCache<unknown>[] = [];
afterEach(() => {
  for (const c of caches.splice(0)) c.close();
});

function cache<V>(options: { enabled?: () => boolean; tagsOf?: (v: V) => string[]; ttlMs?: number } = {}) {
  const c = new ReadCache<V>({
    channel: CHANNELS.sessions,
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: 3,
    enabled: options.enabled ?? (() => true),
    ...(options.tagsOf ? { tagsOf: options.tagsOf } : {}),
  });
  caches.push(c as ReadCache<unknown>);
  return c;
}

const counting = <V>(value: V, validUntil?: number) => {
  const load = async () => {
    load.calls++;
    return { value, ...(validUntil === undefined ? {} : { validUntil }) };
  };
  load.calls = 0;
  return load;
};

describe('ReadCache', () => {
  it('loads once, then answers from memory until the value’s own end or the TTL', async () => {
    const c = cache<string>({ ttlMs: 1_000 });
    const load = counting('v', 500);
    expect(await c.get('k', 0, load)).toBe('v');
    expect(await c.get('k', 499, load)).toBe('v');
    expect(load.calls).toBe(1);
    expect(await c.get('k', 500, load)).toBe('v');
    expect(load.calls).toBe(2);
  });

  it('forgets a key or a tag on invalidation, and everything on a reset', async () => {
    const c = cache<{ user: string }>({ tagsOf: (v) => [`user:${v.user}`] });
    const load = counting({ user: 'u1' });
    await c.get('a', 0, load);
    await c.get('b', 0, load);
    c.forget('a');
    await c.get('a', 0, load);
    expect(load.calls).toBe(3);
    c.forget('user:u1');
    expect(c.size).toBe(0);
    await c.get('a', 0, load);
    c.clear();
    expect(c.size).toBe(0);
  });

  it('does not store an answer loaded while an invalidation arrived', async () => {
    const c = cache<string>();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const pending = c.get('k', 0, async () => {
      await gate;
      return { value: 'stale' };
    });
    c.forget('k');
    release();
    expect(await pending).toBe('stale');
    expect(c.size).toBe(0);
  });

  it('reads through, caching nothing, while invalidations cannot be heard', async () => {
    let live = false;
    const c = cache<string>({ enabled: () => live });
    const load = counting('v');
    await c.get('k', 0, load);
    await c.get('k', 0, load);
    expect(load.calls).toBe(2);
    live = true;
    await c.get('k', 0, load);
    await c.get('k', 0, load);
    expect(load.calls).toBe(3);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const c = cache<string>();
    for (const k of ['a', 'b', 'c', 'd']) await c.get(k, 0, counting(k));
    expect(c.size).toBe(3);
  });

  it('never caches a missing value', async () => {
    const c = cache<string>();
    expect(await c.get('k', 0, async () => undefined)).toBeUndefined();
    expect(c.size).toBe(0);
  });
});
