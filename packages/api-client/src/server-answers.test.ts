import type { Work } from '@framewise/contracts';
import { describe, expect, it } from 'vitest';
import { api } from './base-api';
import { worksApi } from './endpoints/works';
import { serverAnswers, serverAnswersJson, serverAnswersOf } from './server-answers';
import { storeWith } from './test-utils/api-store';
import { createFakeServer, ok } from './testing/fake-server';

const gallery = { scope: 'gallery', limit: 2 } as const;
const work = (id: string, prompt = id) => ({ id, tool: 'text2video', status: 1, prompt }) as unknown as Work;

function galleryServer() {
  return createFakeServer({
    'GET /api/images/list3': (call) =>
      ok(
        call.query.cursor === 'c2'
          ? { items: [work('w3')], nextCursor: null }
          : { items: [work('w1', '</script><b>'), work('w2')], nextCursor: 'c2' },
      ),
    'GET /api/gallery/tags': ok([]),
  });
}

/** The server's store answers the page's first page of works; the answers travel as the page's JSON. */
async function answersFromServer() {
  const server = galleryServer();
  const store = storeWith(server);
  await store.dispatch(worksApi.endpoints.listWorkPages.initiate(gallery));
  // A request still under way or failed does not travel.
  server.on('GET /api/images/detail', () => new Promise(() => {}));
  void store.dispatch(worksApi.endpoints.getWorkDetail.initiate('w9'));
  return serverAnswersOf(store.getState()[api.reducerPath]);
}

describe('server answers', () => {
  it('keeps only finished queries with their tags', async () => {
    const answers = await answersFromServer();
    expect(Object.keys(answers.queries)).toEqual([expect.stringContaining('listWorkPages')]);
    const key = Object.keys(answers.queries)[0] ?? '';
    expect(Object.keys(answers.provided.keys)).toEqual([key]);
    expect(Object.values(answers.provided.tags).flatMap((ids) => Object.values(ids).flat())).toContain(key);
    expect(serverAnswersOf({ queries: {}, provided: { tags: {}, keys: {} } })).toEqual({
      queries: {},
      provided: { tags: {}, keys: {} },
    });
  });

  it('as JSON cannot close the script element it travels in', async () => {
    const json = serverAnswersJson(await answersFromServer());
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).queries).toBeTruthy();
  });

  it("fill the browser's cache: the screen reads them and asks nothing again, the next page follows on", async () => {
    const answers = JSON.parse(serverAnswersJson(await answersFromServer()));
    const server = galleryServer();
    const browser = storeWith(server);
    browser.dispatch(serverAnswers(answers));
    const select = () => worksApi.endpoints.listWorkPages.select(gallery)(browser.getState()).data;
    expect(select()?.pages[0]?.items.map((w) => w.prompt)).toEqual(['</script><b>', 'w2']);

    await browser.dispatch(worksApi.endpoints.listWorkPages.initiate(gallery));
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(0);
    await browser.dispatch(worksApi.endpoints.listWorkPages.initiate(gallery, { direction: 'forward' }));
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(1);
    expect(select()?.pages.flatMap((page) => page.items.map((w) => w.id))).toEqual(['w1', 'w2', 'w3']);
  });
});
