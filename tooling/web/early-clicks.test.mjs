import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_CSP_HASH, EARLY_CLICKS_KEY, EARLY_CLICKS_SCRIPT, withEarlyClicks } from './early-clicks.mjs';

/** A page in miniature: #root holding a button (with a span inside) and a link, and a button outside #root. */
function fakePage() {
  const listeners = [];
  const node = (tag, parent, extra = {}) => ({
    tag,
    parent,
    disabled: false,
    closest(selector) {
      expect(selector).toBe('button, [role="button"]');
      for (let n = this; n; n = n.parent) if (n.tag === 'button') return n;
      return null;
    },
    ...extra,
  });
  const root = node('div', null, {
    contains(n) {
      for (let p = n; p; p = p.parent) if (p === root) return true;
      return false;
    },
  });
  const button = node('button', root);
  const span = node('span', button);
  const link = node('a', root);
  const outside = node('button', null);
  const document = {
    getElementById: (id) => (id === 'root' ? root : null),
    addEventListener: (type, fn, capture) => listeners.push({ type, fn, capture }),
    removeEventListener: (_type, fn) => listeners.splice(listeners.findIndex((l) => l.fn === fn) >>> 0, 1),
  };
  const win = { document };
  const click = (target) => {
    const event = { target, preventDefault: vi.fn(), stopPropagation: vi.fn() };
    for (const l of [...listeners]) if (l.type === 'click') l.fn(event);
    return event;
  };
  return { win, listeners, click, button, span, link, outside };
}

const run = (win) => new Function('window', EARLY_CLICKS_SCRIPT)(win);

describe('early-click capture (the inlined page script)', () => {
  it('keeps the last button click inside #root, in the capture phase, cancels its native action and hides it from React', () => {
    const page = fakePage();
    run(page.win);
    expect(page.listeners).toEqual([expect.objectContaining({ type: 'click', capture: true })]);
    expect(page.click(page.outside).preventDefault).not.toHaveBeenCalled();
    expect(page.click(page.link).preventDefault).not.toHaveBeenCalled();
    expect(page.win[EARLY_CLICKS_KEY].target).toBeNull();
    const kept = page.click(page.span);
    expect(kept.preventDefault).toHaveBeenCalled();
    expect(kept.stopPropagation).toHaveBeenCalled();
    expect(page.win[EARLY_CLICKS_KEY].target).toBe(page.button);
  });

  it('ignores disabled buttons and stops listening when the app takes over', () => {
    const page = fakePage();
    run(page.win);
    page.button.disabled = true;
    page.click(page.button);
    expect(page.win[EARLY_CLICKS_KEY].target).toBeNull();
    page.win[EARLY_CLICKS_KEY].stop();
    expect(page.listeners).toEqual([]);
  });

  it('goes first in <head>, allowed by the CSP hash of exactly its text', () => {
    const html = withEarlyClicks('<html><head><title>t</title></head><body></body></html>');
    expect(html).toBe(`<html><head><script>${EARLY_CLICKS_SCRIPT}</script><title>t</title></head><body></body></html>`);
    const hash = createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64');
    expect(EARLY_CLICKS_CSP_HASH).toBe(`'sha256-${hash}'`);
  });
});
