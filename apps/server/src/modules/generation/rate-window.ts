/** Face detections one user may ask for per minute. */
export const DETECT_FACE_PER_MINUTE = 20;

/**
 * A sliding-window counter per key, in this process's memory: enough for calls that cost CPU here (a restart
 * forgets it, and each API process counts alone). Money and codes keep their limits in the database instead.
 */
export class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts one use of key; false when key has used its limit within the window (that try is not counted). */
  take(key: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    // Keys that went quiet are dropped now and then so the map does not grow without end.
    if (this.hits.size > 10_000) {
      for (const [k, times] of this.hits) if (!times.some((at) => at > now - this.windowMs)) this.hits.delete(k);
    }
    return true;
  }
}
