import { TASK_STATUS } from '@framewise/contracts/routes';
import { describe, expect, it } from 'vitest';
import {
  pruneSelected,
  refundableOf,
  SELECTION_MAX,
  toggleAll,
  toggleSelected,
  zipNameOf,
  zipPercent,
  zipPlanOf,
} from './selection';
import { makeWork } from './test-utils/fixtures';

describe('selection', () => {
  it('toggles one work in and out', () => {
    const one = toggleSelected(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleSelected(one, 'a')]).toEqual([]);
  });

  it('stops adding at the maximum but still removes', () => {
    const full = new Set(Array.from({ length: SELECTION_MAX }, (_, i) => `w${i}`));
    expect(toggleSelected(full, 'extra').size).toBe(SELECTION_MAX);
    expect(toggleSelected(full, 'w0').size).toBe(SELECTION_MAX - 1);
  });

  it('selects all listed works, and clears when all are selected', () => {
    const works = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const all = toggleAll(new Set(['b']), works);
    expect([...all]).toEqual(['a', 'b', 'c']);
    expect(toggleAll(all, works).size).toBe(0);
  });

  it('select all takes at most the maximum', () => {
    const works = Array.from({ length: SELECTION_MAX + 5 }, (_, i) => ({ id: `w${i}` }));
    expect(toggleAll(new Set(), works).size).toBe(SELECTION_MAX);
  });

  it('drops selected ids that are no longer listed', () => {
    expect([...pruneSelected(new Set(['a', 'gone']), [{ id: 'a' }, { id: 'b' }])]).toEqual(['a']);
  });
});

describe('zipPlanOf', () => {
  it('zips the selected finished works in list order, named after each work', () => {
    const video = makeWork({
      id: 'Vid-001',
      tool: 'img2video',
      url: '/files/a.mp4?sig=1',
      created_at: '2026-11-20T01:00:00Z',
    });
    const image = makeWork({ id: 'img-2', tool: 'upscale', url: '/files/b.png', created_at: '2026-11-19T01:00:00Z' });
    const other = makeWork({ id: 'not-selected' });
    const plan = zipPlanOf([video, other, image], new Set(['img-2', 'Vid-001']));
    expect(plan).toEqual({
      files: [
        { url: '/files/a.mp4?sig=1', name: 'framewise-img2video-20261120-Vid001.mp4' },
        { url: '/files/b.png', name: 'framewise-upscale-20261119-img2.png' },
      ],
      skipped: 0,
    });
  });

  it('skips selected works without a file and counts them', () => {
    const done = makeWork({ id: 'done' });
    const running = makeWork({ id: 'running', status: TASK_STATUS.PROCESSING, url: null });
    const failed = makeWork({ id: 'failed', status: TASK_STATUS.FAILED, url: null });
    const plan = zipPlanOf([done, running, failed], new Set(['done', 'running', 'failed']));
    expect(plan.files.map((f) => f.url)).toEqual([done.url]);
    expect(plan.skipped).toBe(2);
  });

  it('has nothing to zip when no selected work has a file', () => {
    const running = makeWork({ id: 'r', status: TASK_STATUS.QUEUED, url: null });
    expect(zipPlanOf([running], new Set(['r']))).toEqual({ files: [], skipped: 1 });
  });
});

describe('zip naming and progress', () => {
  it('names the zip after the moment it was made', () => {
    expect(zipNameOf(new Date(2026, 10, 21, 9, 5))).toBe('framewise-works-20261121-0905.zip');
  });

  it('spends 90 % on fetching and the rest on packing', () => {
    expect(zipPercent({ phase: 'download', done: 0, total: 4 })).toBe(0);
    expect(zipPercent({ phase: 'download', done: 2, total: 4 })).toBe(45);
    expect(zipPercent({ phase: 'download', done: 4, total: 4 })).toBe(90);
    expect(zipPercent({ phase: 'pack', percent: 50 })).toBe(95);
    expect(zipPercent({ phase: 'pack', percent: 100 })).toBe(100);
    expect(zipPercent({ phase: 'download', done: 0, total: 0 })).toBe(0);
  });
});

describe('refundableOf', () => {
  it('counts the chosen works still under way that were charged points', () => {
    const works = [
      makeWork({ id: 'queued', status: TASK_STATUS.QUEUED, cost: 2 }),
      makeWork({ id: 'running', status: TASK_STATUS.PROCESSING, cost: 4 }),
      makeWork({ id: 'free', status: TASK_STATUS.QUEUED, cost: 0 }),
      makeWork({ id: 'done', status: TASK_STATUS.SUCCESS, cost: 2 }),
    ];
    expect(refundableOf(works, ['queued', 'running', 'free', 'done'])).toBe(2);
    expect(refundableOf(works, ['done', 'free'])).toBe(0);
  });
});
