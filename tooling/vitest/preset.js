// Shared vitest presets: every package's vitest.config.ts is one line that calls one of these.
// Plain JS: vitest loads config files with Node, which cannot import TypeScript from node_modules.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const reactSetup = fileURLToPath(new URL('./react-setup.js', import.meta.url));

/**
 * Node-side code: contracts, server modules, engine.
 * @param {{ testTimeout?: number, setupFiles?: string[], globalSetup?: string[], maxWorkers?: number }} [overrides]
 */
export function nodeProject(overrides = {}) {
  return defineConfig({
    test: {
      environment: 'node',
      ...(overrides.maxWorkers ? { maxWorkers: overrides.maxWorkers } : {}),
      include: ['src/**/*.test.ts'],
      testTimeout: overrides.testTimeout ?? 20_000,
      hookTimeout: overrides.testTimeout ?? 30_000,
      setupFiles: overrides.setupFiles ?? [],
      globalSetup: overrides.globalSetup ?? [],
    },
  });
}

/**
 * Browser-side code rendered with React in jsdom.
 * @param {{ setupFiles?: string[] }} [overrides]
 */
export function reactProject(overrides = {}) {
  return defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: [reactSetup, ...(overrides.setupFiles ?? [])],
      testTimeout: 15_000,
      css: false,
    },
  });
}
