import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createPreviewStore, StoreFrame } from '../tools/test-utils/preview';
import { makeWork } from './test-utils/fixtures';
import { useWorkPages, worksOfPages } from './use-work-pages';

const page = (ids: string[], nextCursor: string | null) => ({ items: ids.map((id) => makeWork({ id })), nextCursor });

describe('worksOfPages', () => {
  it('shows a work that moved between pages once, in its first place with its newer data', () => {
    const moved = makeWork({ id: 'b', prompt: 'updated' });
    const items = worksOfPages([page(['a', 'b'], 'c1'), { items: [moved, makeWork({ id: 'c' })], nextCursor: null }]);
    expect(items.map((w) => w.id)).toEqual(['a', 'b', 'c']);
    expect(items[1]?.prompt).toBe('updated');
  });
});

describe('useWorkPages', () => {
  it('follows the cursor to the end, keeps what it has when a page fails, retries and refreshes', async () => {
    const server = createFakeServer({
      'GET /api/images/list3': (call) => ok(call.query.cursor ? page(['c'], null) : page(['a', 'b'], 'c1')),
    });
    const { store } = createPreviewStore({ server });
    const wrapper = ({ children }: { children: ReactNode }) => <StoreFrame store={store}>{children}</StoreFrame>;
    const { result } = renderHook(() => useWorkPages({ scope: 'mine', limit: 2 }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((w) => w.id)).toEqual(['a', 'b']);
    expect(result.current.done).toBe(false);

    server.on('GET /api/images/list3', fail(500, 'down'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.items.map((w) => w.id)).toEqual(['a', 'b']);
    act(() => result.current.loadMore());
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(2);

    server.on('GET /api/images/list3', (call) => ok(call.query.cursor ? page(['c'], null) : page(['a', 'b'], 'c1')));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current.items.map((w) => w.id)).toEqual(['a', 'b', 'c']);
    expect(server.callsTo('GET /api/images/list3').at(-1)?.query.cursor).toBe('c1');

    // A refresh asks the pages shown again, without a spinner; a new work comes on top.
    server.on('GET /api/images/list3', (call) => ok(call.query.cursor ? page(['c'], null) : page(['n', 'a'], 'c1')));
    act(() => result.current.refresh());
    expect(result.current.status).toBe('ready');
    await waitFor(() => expect(result.current.items.map((w) => w.id)).toEqual(['n', 'a', 'c']));
  });
});
