import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * What a brand changes is colour (its accent tokens), so the second brand runs only axe's colour rules: the others
 * (names, roles, structure) give the same answer in both brands and run once, with the first (about 30 % of the
 * story tests' time).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every story as a test (render, play function, axe) in one Debian chromium, once per brand. */
function brandProject(brand: 'domestic' | 'overseas', axeRules: string[] | null) {
  return {
    extends: true as const,
    // The brand goes in as the run's initial global: the preview's own initialGlobals would win over a setup file's.
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { brand } })],
    test: {
      name: `stories-${brand}`,
      setupFiles: [path.join(dirname, '.storybook/vitest-setup.ts')],
      provide: { axeRules },
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
  test: { projects: [brandProject('domestic', null), brandProject('overseas', COLOUR_RULES)] },
});
