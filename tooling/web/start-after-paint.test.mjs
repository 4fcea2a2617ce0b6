import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  START_AFTER_PAINT_CSP_HASH,
  START_AFTER_PAINT_SCRIPT,
  startAfterPaint,
  withStartAfterPaint,
} from './start-after-paint.mjs';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/redux-c.js">
    <link rel="icon" href="/favicon.svg">
  </head>
  <body>
    <div id="root"></div>
  </body>`;

/** A document in miniature: the starter's own element, a <head> that records what is appended, and a frame clock. */
function fakePage(visibilityState = 'visible', pictures = []) {
  const appended = [];
  const frames = [];
  const tasks = [];
  const doc = {
    visibilityState,
    currentScript: { dataset: { entry: '/assets/index-a.js', preload: '/assets/react-b.js /assets/redux-c.js' } },
    createElement: (tag) => ({
      tag,
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    head: { appendChild: (element) => appended.push(element) },
    querySelectorAll: (selector) => (selector === 'img[fetchpriority="high"]' ? pictures : []),
  };
  const win = { requestAnimationFrame: (fn) => frames.push(fn), setTimeout: vi.fn((fn) => tasks.push(fn)) };
  // Only the parts the starter touches: typed as the real ones for the call.
  return {
    doc: /** @type {Document} */ (/** @type {unknown} */ (doc)),
    win: /** @type {Window} */ (/** @type {unknown} */ (win)),
    appended,
    frames,
    tasks,
  };
}

describe('withStartAfterPaint', () => {
  it('moves the entry and its module preloads out of <head> into a starter at the end of <body>', () => {
    const html = withStartAfterPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
    expect(html).toContain(
      `<div id="root"></div>\n  <script data-entry="/assets/index-a.js" data-preload="/assets/react-b.js /assets/redux-c.js">${START_AFTER_PAINT_SCRIPT}</script>\n  </body>`,
    );
  });

  it('leaves a page without a built entry unchanged', () => {
    const html = '<head></head><body><script src="/x.js"></script></body>';
    expect(withStartAfterPaint(html)).toBe(html);
  });

  it('is allowed by the CSP hash of exactly the inlined script', () => {
    const hash = createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64');
    expect(START_AFTER_PAINT_CSP_HASH).toBe(`'sha256-${hash}'`);
  });
});

describe('startAfterPaint (in the page)', () => {
  it('adds nothing before the first frame has painted, then the preloads and the entry', () => {
    const { doc, win, appended, frames, tasks } = fakePage();
    startAfterPaint(doc, win);
    expect(appended).toEqual([]);
    for (const frame of frames.splice(0)) frame();
    expect(appended).toEqual([]);
    for (const task of tasks.splice(0)) task();
    expect(appended.map((e) => [e.tag, e.attributes, e.crossOrigin])).toEqual([
      ['link', { rel: 'modulepreload', href: '/assets/react-b.js' }, ''],
      ['link', { rel: 'modulepreload', href: '/assets/redux-c.js' }, ''],
      ['script', { type: 'module', src: '/assets/index-a.js' }, ''],
    ]);
  });

  it('on a page with priority pictures, waits for the frame after they can be drawn', async () => {
    const picture = () => {
      const decoded = {};
      const promise = new Promise((resolve, reject) => Object.assign(decoded, { resolve, reject }));
      return { decode: () => promise, decoded };
    };
    const [arriving, failing] = [picture(), picture()];
    const { doc, win, appended, frames, tasks } = fakePage('visible', [arriving, failing]);
    startAfterPaint(doc, win);
    for (const frame of frames.splice(0)) frame();
    tasks.shift()?.(); // the first paint: the pictures are still on their way
    expect(appended).toEqual([]);
    arriving.decoded.resolve();
    failing.decoded.reject(new Error('404'));
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    for (const frame of frames.splice(0)) frame();
    expect(appended).toEqual([]);
    // Left: the 2 s deadline (not reached) and the task after the pictures' frame.
    tasks.pop()?.();
    expect(appended.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
    tasks.pop()?.(); // the deadline changes nothing now
    expect(appended).toHaveLength(3);
  });

  it('starts after 2 s when a priority picture never comes', () => {
    const stuck = { decode: () => new Promise(() => {}) };
    const { doc, win, appended, frames, tasks } = fakePage('visible', [stuck]);
    startAfterPaint(doc, win);
    for (const frame of frames.splice(0)) frame();
    tasks.shift()?.();
    expect(appended).toEqual([]);
    expect(win.setTimeout).toHaveBeenLastCalledWith(expect.any(Function), 2000);
    tasks.shift()?.();
    expect(appended).toHaveLength(3);
  });

  it('starts at once in a hidden page, which paints no frame', () => {
    const { doc, win, appended, frames } = fakePage('hidden');
    startAfterPaint(doc, win);
    expect(frames).toEqual([]);
    expect(appended.map((e) => e.attributes.src ?? e.attributes.href)).toEqual([
      '/assets/react-b.js',
      '/assets/redux-c.js',
      '/assets/index-a.js',
    ]);
  });
});
