import { describe, expect, it } from 'vitest';
import { createRequestRenderer, RENDER_MAX_STALE_MS, RENDER_TTL_MS } from './request-render.mjs';

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>app</title></head><body><div id="root"></div></body></html>';

/** A renderer on a clock the test moves, over a renderPage whose answers the test decides. */
function setup() {
  let time = 0;
  const calls = [];
  let answer = async (url, request) => ({
    language: 'en',
    head: '',
    rootAttributes: {},
    body: `<p>render ${calls.length} of ${url}${request.search}</p>`,
  });
  const pageAtRequest = createRequestRenderer({
    template: TEMPLATE,
    api: 'http://api.test',
    renderPage: (url, request) => {
      calls.push(url + request.search + (request.session ? ` as ${request.session}` : ''));
      return answer(url, request);
    },
    hashOf: (body) => String(body.length),
    now: () => time,
    timeoutMs: 50,
  });
  const text = async (route, search = '', session = undefined) => {
    const file = await pageAtRequest(route, search, session);
    return file ? file.variants.identity.toString().match(/<p>(.*)<\/p>/)?.[1] : null;
  };
  return {
    text,
    pageAtRequest,
    calls,
    advance: (ms) => {
      time += ms;
    },
    answerWith: (next) => {
      answer = next;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pages rendered at request time', () => {
  it('reuses a render per URL for a while, then serves it while a fresh one is made', async () => {
    const { text, calls, advance } = setup();
    expect(await text('/gallery')).toBe('render 1 of /gallery');
    expect(await text('/gallery', '?sort=hot')).toBe('render 2 of /gallery?sort=hot');
    advance(RENDER_TTL_MS - 1);
    expect(await text('/gallery')).toBe('render 1 of /gallery');
    expect(calls).toHaveLength(2);

    // Past its time the old render is still served at once; the next request gets the fresh one.
    advance(2);
    expect(await text('/gallery')).toBe('render 1 of /gallery');
    await settle();
    expect(calls).toHaveLength(3);
    expect(await text('/gallery')).toBe('render 3 of /gallery');

    // Too old to serve: the request waits for a new render.
    advance(RENDER_MAX_STALE_MS + 1);
    expect(await text('/gallery')).toBe('render 4 of /gallery');
  });

  it('serves nothing (the caller falls back to the build copy) when rendering fails or is slow, and waits before trying again', async () => {
    const { text, calls, advance, answerWith } = setup();
    answerWith(async () => {
      throw new Error('API down');
    });
    expect(await text('/gallery')).toBeNull();
    expect(await text('/gallery')).toBeNull();
    expect(calls).toHaveLength(1);
    advance(2_001);
    answerWith(() => new Promise(() => {}));
    expect(await text('/gallery')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('keeps a good render through a failed refresh', async () => {
    const { text, advance, answerWith } = setup();
    expect(await text('/gallery')).toBe('render 1 of /gallery');
    answerWith(async () => {
      throw new Error('API down');
    });
    advance(RENDER_TTL_MS + 1);
    expect(await text('/gallery')).toBe('render 1 of /gallery');
    await settle();
    expect(await text('/gallery')).toBe('render 1 of /gallery');
  });

  it('runs at most four renders at once and joins a render of the same URL under way', async () => {
    const { pageAtRequest, calls, answerWith } = setup();
    const waiting = [];
    answerWith(
      () =>
        new Promise((resolve) => {
          waiting.push(resolve);
        }),
    );
    const same = [pageAtRequest('/gallery', '?a'), pageAtRequest('/gallery', '?a')];
    for (const search of ['?b', '?c', '?d']) void pageAtRequest('/gallery', search);
    expect(calls).toEqual(['/gallery?a', '/gallery?b', '/gallery?c', '/gallery?d']);
    expect(await pageAtRequest('/gallery', '?e')).toBeNull();
    expect(calls).toHaveLength(4);
    for (const resolve of waiting) resolve({ language: 'en', head: '', rootAttributes: {}, body: '<p>x</p>' });
    const [first, second] = await Promise.all(same);
    expect(first).toBe(second);
  });
});

describe("a signed-in user's page", () => {
  it('is rendered for them at each request, never kept or served to anyone else', async () => {
    const { text, calls } = setup();
    expect(await text('/my-work', '', 'sid=a')).toBe('render 1 of /my-work');
    expect(await text('/my-work', '', 'sid=a')).toBe('render 2 of /my-work');
    expect(await text('/my-work')).toBe('render 3 of /my-work');
    expect(await text('/my-work')).toBe('render 3 of /my-work');
    expect(calls).toEqual(['/my-work as sid=a', '/my-work as sid=a', '/my-work']);
  });

  it('counts toward the renders at once', async () => {
    const { pageAtRequest, calls, answerWith } = setup();
    answerWith(() => new Promise(() => {}));
    for (const session of ['sid=1', 'sid=2', 'sid=3', 'sid=4']) void pageAtRequest('/my-work', '', session);
    expect(await pageAtRequest('/my-work', '', 'sid=5')).toBeNull();
    expect(await pageAtRequest('/gallery', '')).toBeNull();
    expect(calls).toHaveLength(4);
  });
});
