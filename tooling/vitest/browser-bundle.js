// A package test's view of its browser bundle (plain JS like the presets: loaded from node_modules by vitest).
import { build } from 'vite';

/**
 * Bundles an entry as a browser app would (tree-shaken, workspace packages inside, other packages left as imports)
 * and returns the bundled module ids and the packages the bundle still imports.
 * @param {string} entry absolute path of the entry module
 * @returns {Promise<{ modules: string[], packages: string[] }>}
 */
export async function browserBundle(entry) {
  const output = /** @type {import('vite').Rollup.RollupOutput[]} */ (
    await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rollupOptions: { external: (id) => /^[@a-z]/.test(id) && !id.startsWith('@framewise/') },
      },
    })
  );
  const chunks = output
    .flatMap((o) => o.output)
    .filter(/** @returns {o is import('vite').Rollup.OutputChunk} */ (o) => o.type === 'chunk');
  return { modules: chunks.flatMap((c) => c.moduleIds), packages: chunks.flatMap((c) => c.imports) };
}
