import { describe, expect, it } from 'vitest';
import { IN_USE_AFTER_LOAD_MS, PAGE_INPUTS, type PageUseTarget, watchPageUse } from './page-in-use';

/** A window whose inputs, timers and load event the test fires itself. */
function manualTarget(readyState: DocumentReadyState) {
  const handlers = new Map<string, Set<() => void>>();
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const target: PageUseTarget = {
    document: { readyState },
    addEventListener: (type, listener) => {
      handlers.set(type, (handlers.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => {
      handlers.get(type)?.delete(listener);
    },
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  const fire = (type: string) => {
    for (const listener of [...(handlers.get(type) ?? [])]) listener();
  };
  const listening = () => PAGE_INPUTS.filter((type) => (handlers.get(type)?.size ?? 0) > 0);
  return { target, fire, timers, listening };
}

describe('watchPageUse', () => {
  it("comes into use at the visitor's first input, tells its subscribers once and stops listening", () => {
    const t = manualTarget('complete');
    const use = watchPageUse(t.target);
    let told = 0;
    use.subscribe(() => told++);
    expect(use.inUse()).toBe(false);
    t.fire('touchstart');
    expect(use.inUse()).toBe(true);
    t.fire('scroll');
    expect(told).toBe(1);
    expect(t.listening()).toEqual([]);
  });

  it('comes into use on its own a while after the load event when nobody touches the page', () => {
    const t = manualTarget('interactive');
    const use = watchPageUse(t.target);
    expect(t.timers).toEqual([]);
    t.fire('load');
    expect(t.timers.map((timer) => timer.ms)).toEqual([IN_USE_AFTER_LOAD_MS]);
    expect(use.inUse()).toBe(false);
    t.timers[0]?.callback();
    expect(use.inUse()).toBe(true);
  });

  it('counts from now on a page that has already loaded', () => {
    const t = manualTarget('complete');
    watchPageUse(t.target);
    expect(t.timers.map((timer) => timer.ms)).toEqual([IN_USE_AFTER_LOAD_MS]);
  });
});
