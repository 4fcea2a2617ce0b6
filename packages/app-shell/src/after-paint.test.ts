import { describe, expect, it } from 'vitest';
import {
  afterFirstPaint,
  IDLE_TIMEOUT_MS,
  type PaintClock,
  SETTLE_DELAY_MS,
  whenSettledAfterLoad,
  yieldToMain,
} from './after-paint';

/** A clock whose frames, tasks, idle moments and load event the test releases one at a time. */
function manualClock(readyState: DocumentReadyState, idle = true) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const delays: number[] = [];
  const idles: Array<{ callback: () => void; timeout: number }> = [];
  const loads: Array<() => void> = [];
  const clock: PaintClock = {
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => {
      delays.push(ms);
      tasks.push(callback);
    },
    ...(idle && { requestIdleCallback: (callback, options) => idles.push({ callback, timeout: options.timeout }) }),
    document: { readyState },
    addEventListener: (_type, listener) => loads.push(listener),
  };
  const run = (queue: Array<() => void>) => {
    for (const fn of queue.splice(0)) fn();
  };
  return {
    clock,
    frame: () => run(frames),
    task: () => run(tasks),
    delays,
    idle: () => run(idles.map((i) => i.callback).splice(0)),
    idles,
    load: () => run(loads),
  };
}

describe('afterFirstPaint', () => {
  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const c = manualClock('loading');
    let ran = false;
    afterFirstPaint(() => {
      ran = true;
    }, c.clock);
    expect(ran).toBe(false);
    c.frame();
    expect(ran).toBe(false); // the frame has not been painted yet
    c.task();
    expect(ran).toBe(true);
  });
});

describe('whenSettledAfterLoad', () => {
  it('waits for the load event, then the settle delay, then an idle moment (with a deadline)', () => {
    const c = manualClock('interactive');
    let ran = false;
    whenSettledAfterLoad(() => {
      ran = true;
    }, c.clock);
    expect(c.idles).toHaveLength(0);
    c.load();
    expect(c.delays).toEqual([SETTLE_DELAY_MS]);
    expect(c.idles).toHaveLength(0);
    c.task();
    expect(ran).toBe(false);
    expect(c.idles[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    c.idles[0]?.callback();
    expect(ran).toBe(true);
  });

  it('does not wait for a load event that has already happened', () => {
    const c = manualClock('complete');
    let ran = false;
    whenSettledAfterLoad(() => {
      ran = true;
    }, c.clock);
    c.task();
    c.idles[0]?.callback();
    expect(ran).toBe(true);
  });

  it('falls back to a task where the browser has no idle callbacks', () => {
    const c = manualClock('complete', false);
    let ran = false;
    whenSettledAfterLoad(() => {
      ran = true;
    }, c.clock);
    c.task();
    expect(ran).toBe(false);
    c.task();
    expect(c.delays).toEqual([SETTLE_DELAY_MS, 0]);
    expect(ran).toBe(true);
  });
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    let yielded = 0;
    const scheduler = {
      yield: () => {
        yielded++;
        return Promise.resolve();
      },
    };
    await yieldToMain({ scheduler, setTimeout: () => expect.fail('no timer needed') });
    expect(yielded).toBe(1);
  });

  it('falls back to a task of its own (a zero-delay timer)', async () => {
    const timers: Array<{ callback: () => void; ms: number }> = [];
    let resumed = false;
    const done = yieldToMain({ setTimeout: (callback, ms) => timers.push({ callback, ms }) }).then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([0]);
    timers[0]?.callback();
    await done;
    expect(resumed).toBe(true);
  });
});
