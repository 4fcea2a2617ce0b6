// Bundles the server into dist/main.js and the codes:create admin command into dist/codes-create.js. Workspace
// packages (@framewise/*) ship TypeScript sources, so they are bundled; every other dependency stays external and
// loads from node_modules at run time (PGlite and pg need their own files next to them). Run from anywhere: paths
// are relative to this file.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', here), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@framewise/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    main: fileURLToPath(new URL('src/main.ts', here)),
    'codes-create': fileURLToPath(new URL('src/cli/codes-create.ts', here)),
  },
  outdir: fileURLToPath(new URL('dist', here)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code may call require(); ESM has none, so give it one.
  banner: {
    js: "import { createRequire as __fwCreateRequire } from 'node:module';\nconst require = __fwCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.info('built dist/main.js and dist/codes-create.js');
