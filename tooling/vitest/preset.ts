// Shared vitest presets: every package's vitest.config.ts is one line that calls one of these.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const reactSetup = fileURLToPath(new URL('./react-setup.ts', import.meta.url));

/** Node-side code: contracts, server modules, engine. */
export function nodeProject(overrides: { testTimeout?: number; setupFiles?: string[] } = {}) {
  return defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: overrides.testTimeout ?? 20_000,
      hookTimeout: overrides.testTimeout ?? 30_000,
      setupFiles: overrides.setupFiles ?? [],
      passWithNoTests: false,
    },
  });
}

/** Browser-side code rendered with React in jsdom. */
export function reactProject(overrides: { setupFiles?: string[] } = {}) {
  return defineConfig({
    esbuild: { jsx: 'automatic' },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: [reactSetup, ...(overrides.setupFiles ?? [])],
      testTimeout: 15_000,
      css: false,
    },
  });
}
