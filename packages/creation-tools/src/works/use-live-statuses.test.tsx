import { createFakeServer, ok } from '@framewise/api-client/testing';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewStore, StoreFrame } from '../tools/test-utils/preview';
import { unsettledIdsOf, useLiveStatuses } from './use-live-statuses';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const entry = (id: string, status: number, extra: Record<string, unknown> = {}) => ({
  id,
  status,
  progress: status === TASK_STATUS.SUCCESS ? 100 : 30,
  queuePosition: null,
  url: status === TASK_STATUS.SUCCESS ? `/f/${id}.mp4` : null,
  cover: null,
  msg: null,
  ...extra,
});

describe('useLiveStatuses', () => {
  it('follows only unfinished works', () => {
    expect(
      unsettledIdsOf([
        { id: 'a', status: TASK_STATUS.SUCCESS },
        { id: 'b', status: TASK_STATUS.QUEUED },
        { id: 'c', status: TASK_STATUS.FAILED },
        { id: 'd', status: TASK_STATUS.PROCESSING },
        { id: 'e', status: TASK_STATUS.UNDER_CHECK },
      ]),
    ).toEqual(['b', 'd', 'e']);
  });

  it('polls status2 for unfinished works, reports queue places, and reloads once when they settle', async () => {
    const server = createFakeServer();
    const { store } = createPreviewStore({ server });
    const wrapper = ({ children }: { children: ReactNode }) => <StoreFrame store={store}>{children}</StoreFrame>;
    const onSettled = vi.fn();
    const works = [
      { id: 'q', status: TASK_STATUS.QUEUED, tool: 'img2video' },
      { id: 'p', status: TASK_STATUS.PROCESSING, tool: 'vid2vid' },
      { id: 'done', status: TASK_STATUS.SUCCESS, tool: 'upscale' },
    ] as const;

    server.on(
      'GET /api/images/status2',
      ok([entry('q', TASK_STATUS.QUEUED, { queuePosition: 2 }), entry('p', TASK_STATUS.PROCESSING)]),
    );
    const { result } = renderHook(() => useLiveStatuses(works, { onSettled }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(server.callsTo('GET /api/images/status2')[0]?.query).toEqual({ ids: 'q,p' });
    expect(result.current.get('q')).toBe(2);

    server.on('GET /api/images/status2', ok([entry('q', TASK_STATUS.SUCCESS), entry('p', TASK_STATUS.FAILED)]));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(result.current.has('q')).toBe(false);

    // Everything settled: no more requests.
    const asked = server.callsTo('GET /api/images/status2').length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(server.callsTo('GET /api/images/status2')).toHaveLength(asked);
  });
});
