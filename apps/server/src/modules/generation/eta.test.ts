import { TASK_STATUS } from '@framewise/contracts';
import { describe, expect, it } from 'vitest';
import { estimateSecondsLeft, median } from './eta';

const now = new Date('2026-03-02T04:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('time left', () => {
  it('takes the median of recent runs', () => {
    expect(median([])).toBeNull();
    expect(median([90, 30, 40])).toBe(40);
    expect(median([10, 20, 30, 40])).toBe(25);
  });

  it('counts down a running task from the median, then extrapolates its progress', () => {
    const running = { status: TASK_STATUS.PROCESSING, progress: 20, ahead: null, now };
    expect(estimateSecondsLeft({ ...running, startedAt: ago(10) }, 60, 1)).toBe(50);
    // Past the median: 80 s for 40 % means 120 s more.
    expect(estimateSecondsLeft({ ...running, progress: 40, startedAt: ago(80) }, 60, 1)).toBe(120);
    // Past the median with no progress to go by: no estimate, never "almost done" at 0 %.
    expect(estimateSecondsLeft({ ...running, progress: 0, startedAt: ago(80) }, 60, 1)).toBeNull();
  });

  it('waits half a run for the busy slots, a run per round of jobs ahead, then its own run', () => {
    const queued = { status: TASK_STATUS.QUEUED, progress: 0, startedAt: null, now };
    expect(estimateSecondsLeft({ ...queued, ahead: 0 }, 30, 1)).toBe(45);
    expect(estimateSecondsLeft({ ...queued, ahead: 3 }, 30, 1)).toBe(135);
    expect(estimateSecondsLeft({ ...queued, ahead: 3 }, 30, 2)).toBe(75);
  });

  it('knows nothing without history or once settled', () => {
    const base = { progress: 0, startedAt: null, ahead: 0, now };
    expect(estimateSecondsLeft({ ...base, status: TASK_STATUS.QUEUED }, null, 1)).toBeNull();
    expect(estimateSecondsLeft({ ...base, status: TASK_STATUS.SUCCESS }, 30, 1)).toBeNull();
  });
});
