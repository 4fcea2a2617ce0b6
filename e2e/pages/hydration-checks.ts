import type { Page } from '@playwright/test';

// What the hydration specs look at from outside: the page's console, and whether React adopted the server's HTML.

/** Console errors and uncaught errors of the page (a hydration mismatch is reported as one). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Keeps the prerendered <h1> element as the parser made it, before any script runs. */
export async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
      }
    });
  });
}

/** React adopted the prerendered element (hydration), rather than throwing it away and rendering anew. */
export function hydratedServerHeading(page: Page) {
  return page.evaluate(() => {
    const heading = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    return Boolean(heading?.isConnected && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')));
  });
}
