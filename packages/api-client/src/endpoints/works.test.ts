import type { Work } from '@framewise/contracts';
import { describe, expect, it } from 'vitest';
import { storeWith } from '../test-utils/api-store';
import { createFakeServer, ok } from '../testing/fake-server';
import { insertCachedWork, patchCachedWork, worksApi } from './works';

const work = (id: string, patch: Partial<Work> = {}) =>
  ({ id, tool: 'text2video', status: -2, progress: 0, ...patch }) as Work;

function setup() {
  const server = createFakeServer({
    'GET /api/images/list3': (call) =>
      ok({ items: call.query.tool === 'upscale' ? [work('u1', { tool: 'upscale' })] : [work('t1')], nextCursor: null }),
    'GET /api/images/detail': (call) => ok(work(call.query.id ?? '', { status: 1, url: '/w/t1.mp4' })),
  });
  const store = storeWith(server);
  const list = (args: Parameters<typeof worksApi.endpoints.listWorks.select>[0]) =>
    worksApi.endpoints.listWorks
      .select(args)(store.getState())
      .data?.items.map((w) => [w.id, w.status]);
  return { server, store, list };
}

describe('works endpoints', () => {
  it('puts a new work on top of the cached first pages of my works it belongs to, nowhere else', async () => {
    const { store, list } = setup();
    const mine = { scope: 'mine', tool: 'text2video', limit: 20 } as const;
    const all = { scope: 'mine', limit: 20 } as const;
    const other = { scope: 'mine', tool: 'upscale', limit: 20 } as const;
    const gallery = { scope: 'gallery', limit: 20 } as const;
    for (const args of [mine, all, other, gallery]) await store.dispatch(worksApi.endpoints.listWorks.initiate(args));

    store.dispatch(insertCachedWork(work('t2')));
    store.dispatch(insertCachedWork(work('t2')));
    expect(list(mine)).toEqual([
      ['t2', -2],
      ['t1', -2],
    ]);
    expect(list(all)).toEqual([
      ['t2', -2],
      ['t1', -2],
    ]);
    expect(list(other)).toEqual([['u1', -2]]);
    expect(list(gallery)).toEqual([['t1', -2]]);
    expect(worksApi.endpoints.getWorkDetail.select('t2')(store.getState()).data?.id).toBe('t2');
  });

  it('patches a work in every cached list and its detail; a fetched detail is written into the lists', async () => {
    const { store, list, server } = setup();
    const mine = { scope: 'mine', limit: 20 } as const;
    await store.dispatch(worksApi.endpoints.listWorks.initiate(mine));
    store.dispatch(patchCachedWork({ id: 't1', status: 0, progress: 40 }));
    expect(list(mine)).toEqual([['t1', 0]]);

    await store.dispatch(worksApi.endpoints.getWorkDetail.initiate('t1'));
    expect(list(mine)).toEqual([['t1', 1]]);
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(1);
  });

  it('drops deleted works from the cached lists once the server agrees', async () => {
    const { store, list, server } = setup();
    server.on('POST /api/images/delete', ok({ deleted: ['t1'] }));
    const mine = { scope: 'mine', limit: 20 } as const;
    await store.dispatch(worksApi.endpoints.listWorks.initiate(mine));
    await store.dispatch(worksApi.endpoints.deleteWorks.initiate(['t1', 'gone']));
    expect(list(mine)).toEqual([]);
    expect(server.callsTo('POST /api/images/delete')[0]?.body).toEqual({ ids: ['t1', 'gone'] });
  });

  it('pages a list by cursor; the cached pages take new, changed and deleted works', async () => {
    const pageOf = (cursor: string | undefined) =>
      cursor === 'c2'
        ? { items: [work('b1'), work('a2')], nextCursor: null }
        : { items: [work('a1'), work('a2')], nextCursor: 'c2' };
    const server = createFakeServer({
      'GET /api/images/list3': (call) => ok(pageOf(call.query.cursor)),
      'POST /api/images/delete': ok({ deleted: ['a1'] }),
    });
    const store = storeWith(server);
    const mine = { scope: 'mine', limit: 2 } as const;
    const pages = () => {
      const data = worksApi.endpoints.listWorkPages.select(mine)(store.getState()).data;
      return data?.pages.map((page) => page.items.map((w) => `${w.id}:${w.status}`));
    };
    await store.dispatch(worksApi.endpoints.listWorkPages.initiate(mine));
    await store.dispatch(worksApi.endpoints.listWorkPages.initiate(mine, { direction: 'forward' }));
    expect(server.callsTo('GET /api/images/list3').map((call) => call.query.cursor)).toEqual([undefined, 'c2']);
    expect(pages()).toEqual([
      ['a1:-2', 'a2:-2'],
      ['b1:-2', 'a2:-2'],
    ]);

    store.dispatch(insertCachedWork(work('n1')));
    store.dispatch(patchCachedWork({ id: 'a2', status: 1 }));
    await store.dispatch(worksApi.endpoints.deleteWorks.initiate(['a1']));
    expect(pages()).toEqual([
      ['n1:-2', 'a2:1'],
      ['b1:-2', 'a2:1'],
    ]);
    // The end: no cursor after the last page, so nothing more is asked.
    await store.dispatch(worksApi.endpoints.listWorkPages.initiate(mine, { direction: 'forward' }));
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(2);
  });
});
