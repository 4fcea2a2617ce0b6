// Loads this package's TypeScript source from plain Node scripts (bench.mjs, comfy-smoke.mjs) through Vite's module
// runner, the same way vitest runs it.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** `{ load(path), close() }`: load('/src/local/index.ts') imports a source module. */
export async function sourceRunner() {
  const require = createRequire(import.meta.url);
  const vite = await import(createRequire(require.resolve('vitest/package.json')).resolve('vite'));
  const server = await vite.createServer({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  const runner = vite.createServerModuleRunner(server.environments.ssr, { hmr: false });
  return {
    load: (path) => runner.import(path),
    async close() {
      await runner.close();
      await server.close();
    },
  };
}
