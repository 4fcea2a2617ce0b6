// Shared vitest presets: every package's vitest.config.ts is one line that calls one of these.
// Plain JS: vitest loads config files with Node, which cannot import TypeScript from node_modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

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
 * Test files under `src` that replace modules with `vi.mock`: the mock registry is per worker, so these keep a fresh
 * worker each (a mocked module would otherwise leak into the files after them).
 * @param {string} root the package directory
 */
function filesThatMockModules(root) {
  const src = join(root, 'src');
  if (!existsSync(src)) return [];
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
}

/**
 * The package's tests as two projects: most files sharing their worker (`isolate: false`), and the files that mock
 * modules each in a fresh one.
 * @param {string[]} include
 * @returns {import('vitest/config').TestProjectInlineConfiguration[]}
 */
function sharedAndIsolated(include) {
  const mocking = filesThatMockModules(process.cwd());
  /** @type {import('vitest/config').TestProjectInlineConfiguration} */
  const shared = {
    extends: true,
    test: { name: 'shared', isolate: false, include, exclude: [...configDefaults.exclude, ...mocking] },
  };
  /** @type {import('vitest/config').TestProjectInlineConfiguration} */
  const isolated = { extends: true, test: { name: 'mocks-isolated', isolate: true, include: mocking } };
  return mocking.length > 0 ? [shared, isolated] : [shared];
}

/**
 * Browser-side code rendered with React in jsdom.
 * Test files share one jsdom window and the already loaded dependencies per worker (`isolate: false`) instead of
 * building both again per file, which was most of these suites' time (docs/benchmarks.md, "CI wall time");
 * react-setup.js puts the window back as a fresh one shows it and reloads the package's own modules for each file.
 * Files that mock modules stay isolated, and so does a whole package that passes `isolate: true`.
 * @param {{ setupFiles?: string[], isolate?: boolean }} [overrides]
 */
export function reactProject(overrides = {}) {
  return defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: [reactSetup, ...(overrides.setupFiles ?? [])],
      testTimeout: 15_000,
      css: false,
      ...(overrides.isolate
        ? { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] }
        : { projects: sharedAndIsolated(['src/**/*.test.ts', 'src/**/*.test.tsx']) }),
    },
  });
}
