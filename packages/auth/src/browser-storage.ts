// sessionStorage can be missing (SSR, tests) or throw (Safari private mode, quota): every use is best effort.

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

interface TimedEntry {
  value: string;
  at: number;
}

/** Keeps value for this tab with the time it was written, so a stale entry can be told apart later. */
export function writeTimed(key: string, value: string, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ value, at: now } satisfies TimedEntry));
  } catch {
    // Quota or privacy mode: the flow still works within this page.
  }
}

/** Reads and removes an entry written by writeTimed; null when absent, malformed or older than maxAgeMs. */
export function takeTimed(key: string, maxAgeMs: number, now = Date.now()): string | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(key) ?? null;
    storage()?.removeItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<TimedEntry>;
    if (typeof entry.value !== 'string' || typeof entry.at !== 'number') return null;
    return now - entry.at <= maxAgeMs && now >= entry.at ? entry.value : null;
  } catch {
    return null;
  }
}

export function removeEntry(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // See writeTimed.
  }
}
