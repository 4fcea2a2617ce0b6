import type { CancelTaskAnswer, TaskStatusEntry } from '@framewise/contracts';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkEventBus, WORK_EVENT } from './events';
import { createTaskCenter } from './task-center';

const entry = (
  id: string,
  status: TaskStatusEntry['status'],
  extra: Partial<TaskStatusEntry> = {},
): TaskStatusEntry => ({
  id,
  status,
  progress: 0,
  queuePosition: null,
  url: null,
  cover: null,
  msg: null,
  cancelled: false,
  etaSeconds: null,
  ...extra,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(answers: TaskStatusEntry[][], cancel?: (id: string) => Promise<CancelTaskAnswer>) {
  const fetchStatus = vi.fn(async () => answers.shift() ?? []);
  const bus = createWorkEventBus();
  const events: string[] = [];
  bus.onAny((type, detail) => events.push(detail ? `${type}:${detail.id}:${detail.status}` : type));
  const center = createTaskCenter({
    fetchStatus,
    cancel: cancel ?? (async (id) => ({ id, status: TASK_STATUS.FAILED, cancelled: true, refunded: 2 })),
    bus,
  });
  return { center, fetchStatus, events };
}

describe('task center', () => {
  it('lists running tasks newest first with progress and time left, and drops one when it ends', async () => {
    const { center, events } = setup([
      [
        entry('a', TASK_STATUS.PROCESSING, { progress: 40, etaSeconds: 30 }),
        entry('b', TASK_STATUS.QUEUED, { queuePosition: 1, etaSeconds: 90 }),
      ],
      [
        entry('a', TASK_STATUS.SUCCESS, { progress: 100, url: '/a.mp4' }),
        entry('b', TASK_STATUS.PROCESSING, { progress: 5 }),
      ],
    ]);
    const ended = vi.fn();
    center.onEnded(ended);
    center.follow([{ id: 'a', tool: 'img2video', status: TASK_STATUS.QUEUED, cost: 2 }]);
    center.submitted({ id: 'b', tool: 'vid2vid', status: TASK_STATUS.QUEUED, cost: 3 });
    expect(center.running().map((t) => t.id)).toEqual(['b', 'a']);

    await vi.advanceTimersByTimeAsync(2000);
    expect(center.running()).toMatchObject([
      { id: 'b', queuePosition: 1, etaSeconds: 90 },
      { id: 'a', status: TASK_STATUS.PROCESSING, progress: 40, etaSeconds: 30 },
    ]);

    await vi.advanceTimersByTimeAsync(2000);
    expect(center.running().map((t) => t.id)).toEqual(['b']);
    expect(ended).toHaveBeenCalledWith(
      expect.objectContaining({ tool: 'img2video', cost: 2, entry: expect.objectContaining({ id: 'a' }) }),
    );
    // The ending is told to the work event bus once; a success refunds nothing, so no points refresh.
    expect(events).toEqual(['img2video:addWork:a:1']);
  });

  it('ignores settled tasks, and follows a task once however often it is listed', async () => {
    const { center, fetchStatus } = setup([[entry('a', TASK_STATUS.QUEUED)]]);
    center.follow([
      { id: 'done', tool: 'upscale', status: TASK_STATUS.SUCCESS },
      { id: 'a', tool: 'upscale', status: TASK_STATUS.QUEUED },
      { id: 'a', tool: 'upscale', status: TASK_STATUS.QUEUED },
    ]);
    expect(center.running().map((t) => t.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchStatus).toHaveBeenCalledWith(['a'], expect.any(AbortSignal));
  });

  it('cancels at once: the task leaves the tray, its card hears it was cancelled, points are refreshed, polling stops', async () => {
    const { center, fetchStatus, events } = setup([]);
    const heard: TaskStatusEntry[] = [];
    center.onEntry((e) => heard.push(e));
    center.follow([{ id: 'a', tool: 'text2video', status: TASK_STATUS.PROCESSING, cost: 4 }]);
    const answer = await center.cancel('a');
    expect(answer).toEqual({ id: 'a', status: TASK_STATUS.FAILED, cancelled: true, refunded: 2 });
    expect(center.running()).toEqual([]);
    expect(heard).toEqual([expect.objectContaining({ id: 'a', status: TASK_STATUS.FAILED, cancelled: true })]);
    expect(events).toEqual(['text2video:addWork:a:-1', WORK_EVENT.refreshPoints]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it('a cancel that came too late leaves the task to the next poll', async () => {
    const { center, fetchStatus } = setup([[entry('a', TASK_STATUS.SUCCESS, { url: '/a.mp4' })]], async (id) => ({
      id,
      status: TASK_STATUS.SUCCESS,
      cancelled: false,
      refunded: 0,
    }));
    center.follow([{ id: 'a', tool: 'text2video', status: TASK_STATUS.PROCESSING }]);
    expect((await center.cancel('a')).cancelled).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(center.running()).toEqual([]);
  });

  it('forgets everything on reset (logout)', () => {
    const { center } = setup([]);
    const listener = vi.fn();
    center.subscribe(listener);
    center.follow([{ id: 'a', tool: 'lipsync' }]);
    center.reset();
    expect(center.running()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
