import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// The suite drives the real server and both built apps on their own ports, so a running `npm start` is untouched.
const root = resolve(import.meta.dirname, '..');
const API_PORT = Number(process.env.E2E_API_PORT ?? 18080);
const DOMESTIC_PORT = Number(process.env.E2E_DOMESTIC_PORT ?? 13000);
const OVERSEAS_PORT = Number(process.env.E2E_OVERSEAS_PORT ?? 13001);
const API = `http://localhost:${API_PORT}`;
// Computed once in the runner; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'framewise-e2e-'));

// Seeds the examples on demand (POST /api/test/seed-examples): see its projects below.
const EXAMPLES_SPEC = 'shared/examples.spec.ts';
// Shared specs that wait on several runs of the local engine and test no brand or region difference (the tool
// screens are one shared package): each runs in one build only, split between the builds, to keep `npm test` under
// its time budget. The tool runs (tools.spec) and the task center (tasks.spec) are split the same way; selection,
// touch and brand specs still run in both builds.
const ENGINE_HEAVY_DOMESTIC_ONLY = ['shared/extend.spec.ts', 'shared/compare.spec.ts', 'shared/tools.spec.ts'];
const ENGINE_HEAVY_OVERSEAS_ONLY = ['shared/lipsync.spec.ts', 'shared/picture-fit.spec.ts', 'shared/tasks.spec.ts'];

// Each built app through the production web server (tooling/web/serve-app.mjs), as `npm start` serves it.
const app = (name: string, port: number) => ({
  command: `node ${join(root, 'tooling/web/serve-app.mjs')} --app ${join(root, 'apps', name)} --port ${port} --api ${API} --api-origin ${API}`,
  cwd: root,
  url: `http://localhost:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // One retry wherever the suite runs (it used to depend on a CI variable that `npm test` through turbo may not pass
  // on): a test that passes only on its retry is reported as flaky in the output and is a bug to fix.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'domestic',
      testMatch: ['shared/**/*.spec.ts', 'domestic/**/*.spec.ts'],
      testIgnore: [EXAMPLES_SPEC, ...ENGINE_HEAVY_OVERSEAS_ONLY],
      use: { baseURL: `http://localhost:${DOMESTIC_PORT}` },
    },
    {
      name: 'overseas',
      testMatch: ['shared/**/*.spec.ts', 'overseas/**/*.spec.ts'],
      testIgnore: [EXAMPLES_SPEC, ...ENGINE_HEAVY_DOMESTIC_ONLY],
      use: { baseURL: `http://localhost:${OVERSEAS_PORT}` },
    },
    // The examples spec seeds the examples through a test hook, so it runs after every other spec: the examples
    // would otherwise hold the server's single worker slot while other specs wait on their own tasks.
    {
      name: 'examples-domestic',
      testMatch: EXAMPLES_SPEC,
      dependencies: ['domestic', 'overseas'],
      use: { baseURL: `http://localhost:${DOMESTIC_PORT}` },
    },
    {
      name: 'examples-overseas',
      testMatch: EXAMPLES_SPEC,
      dependencies: ['domestic', 'overseas'],
      use: { baseURL: `http://localhost:${OVERSEAS_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node dist/main.js`,
      cwd: join(root, 'apps/server'),
      url: `${API}/readyz`,
      env: {
        PORT: String(API_PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        FRAMEWISE_TEST_HOOKS: '1',
        // The local stand-ins (console SMS, sandbox WeChat and payments) are chosen explicitly.
        LOCAL_PROVIDERS: '1',
        // No examples at start: the examples-* projects seed them through the test hook after the other specs.
        SEED_EXAMPLES: '0',
        // The local engine draws its videos at 360 px instead of 720: the specs check the flow and the result, not
        // picture size, and a quarter of the pixels keeps the suite within its time budget.
        LOCAL_VIDEO_SHORT_SIDE: '360',
        PUBLIC_URL: API,
        LOG_LEVEL: 'warn',
        // Overseas login runs the server's real Google (OIDC + PKCE) code path against the local issuer the test
        // hooks mount; the callback goes through the overseas app's proxy so the session cookie is first-party
        // there and the final redirect lands in the app.
        GOOGLE_ISSUER: `${API}/api/test/oidc`,
        GOOGLE_CLIENT_ID: 'framewise-e2e',
        GOOGLE_CLIENT_SECRET: 'framewise-e2e-client-secret',
        GOOGLE_REDIRECT_URI: `http://localhost:${OVERSEAS_PORT}/passport/google/callback`,
      },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    app('domestic', DOMESTIC_PORT),
    app('overseas', OVERSEAS_PORT),
  ],
});
