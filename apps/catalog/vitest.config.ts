import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story as a test (render, play function, every axe rule) in one Debian chromium, once per brand. A brand is
 * mostly colour, but its stylesheet may also hide or reorder things, so both brands run every rule (about 20 s more
 * than colour rules only in the second brand; docs/decisions.md).
 */
function brandProject(brand: 'domestic' | 'overseas') {
  return {
    extends: true as const,
    // The brand goes in as the run's initial global: the preview's own initialGlobals would win over a setup file's.
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { brand } })],
    test: {
      name: `stories-${brand}`,
      setupFiles: [path.join(dirname, '.storybook/vitest-setup.ts')],
      // Story files share one page per project instead of a fresh iframe each: cuts the reloads.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        // Debian's chromium: no browser download. One browser; each project opens its own page.
        provider: playwright({
          launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] },
          // Reduced motion zeroes the kit's transitions (tokens): a modal or toast is checked as it settles, not
          // half-faded in, and no story waits on an animation.
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' as const }],
      },
    },
  };
}

export default defineConfig({
  test: { projects: [brandProject('domestic'), brandProject('overseas')] },
});
