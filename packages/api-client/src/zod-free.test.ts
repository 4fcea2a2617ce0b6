import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * Bundles an entry as a browser app would (tree-shaken, workspace packages inside, other packages left as imports)
 * and returns the bundled module ids and the packages the bundle still imports.
 */
async function bundle(entry: string): Promise<{ modules: string[]; packages: string[] }> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rollupOptions: { external: (id) => /^[@a-z]/.test(id) && !id.startsWith('@framewise/') },
    },
  })) as Rollup.RollupOutput[];
  const chunks = output.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  return { modules: chunks.flatMap((c) => c.moduleIds), packages: chunks.flatMap((c) => c.imports) };
}

describe('api-client in a browser bundle', () => {
  it('carries no zod: contracts values come from the zod-free entry only', async () => {
    const { modules, packages } = await bundle(join(dirname(fileURLToPath(import.meta.url)), 'index.ts'));
    expect(modules.some((id) => id.endsWith('/contracts/src/route-table/index.ts'))).toBe(true);
    expect(packages).not.toContain('zod');
  });

  it('would notice zod: the contracts main entry imports it', async () => {
    const { packages } = await bundle(createRequire(import.meta.url).resolve('@framewise/contracts'));
    expect(packages).toContain('zod');
  });
});
