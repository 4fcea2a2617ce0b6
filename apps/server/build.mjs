// Bundles the server into dist/main.js, the codes:create admin command into dist/codes-create.js and the face
// detection thread into dist/face-thread.js. Workspace packages (@framewise/*) ship TypeScript sources, so they are
// bundled; every other dependency stays external and loads from node_modules at run time (PGlite, pg, sharp, tfjs
// and face-api need their own files next to them). Dependencies of the bundled workspace packages (the engine's
// tfjs, face-api, ws ...) are not the server's own, so dist/node_modules links each of them to the copy its
// package resolves: Node looks there first from dist/*.js. Run from anywhere: paths are relative to this file.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = path.join(here, 'dist');
const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
const pkg = await readJson(path.join(here, 'package.json'));

/** The directory of a dependency as seen from `fromDir`, found through its entry (exports may hide package.json). */
function packageDir(name, fromDir) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  let entry;
  try {
    entry = require.resolve(`${name}/package.json`);
    return path.dirname(entry);
  } catch {
    entry = require.resolve(name);
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && createRequire(manifest)(manifest).name === name) return dir;
  }
  throw new Error(`cannot find the package directory of ${name} from ${fromDir}`);
}

/** Every bundled workspace package (transitively) with its directory. */
async function workspacePackages() {
  const found = new Map();
  const visit = async (deps, fromDir) => {
    for (const name of Object.keys(deps ?? {}).filter((n) => n.startsWith('@framewise/'))) {
      if (found.has(name)) continue;
      const dir = packageDir(name, fromDir);
      const manifest = await readJson(path.join(dir, 'package.json'));
      found.set(name, { dir, manifest });
      await visit(manifest.dependencies, dir);
    }
  };
  await visit(pkg.dependencies, here);
  return found;
}

const workspace = await workspacePackages();
const own = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@framewise/'));
/** Dependencies the bundled workspace packages bring, with the directory each resolves from. */
const borrowed = new Map();
for (const { dir, manifest } of workspace.values()) {
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    if (!name.startsWith('@framewise/') && !own.includes(name) && !borrowed.has(name)) borrowed.set(name, dir);
  }
}
const external = [...own, ...borrowed.keys()].flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'codes-create': path.join(here, 'src/cli/codes-create.ts'),
    'face-thread': path.join(here, 'src/modules/generation/face-thread.ts'),
  },
  outdir: dist,
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

// dist/node_modules/<name> -> the copy the workspace package resolves (relative links, so the tree can move).
const links = path.join(dist, 'node_modules');
await rm(links, { recursive: true, force: true });
for (const [name, fromDir] of borrowed) {
  let target;
  try {
    target = packageDir(name, fromDir);
  } catch {
    continue; // a dependency only that package's browser entry uses (i18n's React side) is not needed here
  }
  const link = path.join(links, ...name.split('/'));
  await mkdir(path.dirname(link), { recursive: true });
  await symlink(path.relative(path.dirname(link), target), link, 'dir');
}
console.info(`built dist/main.js, dist/codes-create.js and dist/face-thread.js (${borrowed.size} linked dependencies)`);
