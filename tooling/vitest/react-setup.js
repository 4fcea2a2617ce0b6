import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Test files share one jsdom window per worker (isolate: false in preset.js). This file runs again before each test
// file and before that file's imports, so each file starts as it did with a window of its own: the package's modules
// loaded afresh (dependencies stay loaded), and the address, cookies, storage, <html> attributes, timers, stubs and
// properties set on document or navigator as a fresh window has them. The first file's window is the reference.
globalThis.__framewiseFreshWindow ??= {
  url: window.location.href,
  ownKeys: new Map([document, navigator].map((o) => [o, new Set(Reflect.ownKeys(o))])),
  objectUrl: { create: URL.createObjectURL, revoke: URL.revokeObjectURL },
};
const fresh = globalThis.__framewiseFreshWindow;

/** Puts back what a test file may have changed in the shared window, and reloads the package's own modules. */
function startAsAFreshWindow() {
  vi.resetModules();
  // Testing Library turns React's act environment on in hooks it registers when first loaded, i.e. for the first
  // file only (and turns it off after that file): every file needs it on, or effects settle outside act.
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', fresh.url);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring every cookie is exactly what this reset means
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.title = '';
  for (const [object, keys] of fresh.ownKeys) {
    for (const key of Reflect.ownKeys(object)) if (!keys.has(key)) Reflect.deleteProperty(object, key);
  }
  URL.createObjectURL = fresh.objectUrl.create;
  URL.revokeObjectURL = fresh.objectUrl.revoke;
}
startAsAFreshWindow();

// findBy* and waitFor wait up to 5 s, not 1: CI runs the server suite beside these on two cores, and screens that
// render their data in transition slices (useDeferredValue) take longer than a second to settle there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: scrolling is a no-op here (tests spy on it) instead of a "not implemented" error.
window.scrollTo = () => {};
