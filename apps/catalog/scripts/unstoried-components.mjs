// Lists the exported React components of the catalogued packages that no story file beside them renders.
// `node apps/catalog/scripts/unstoried-components.mjs` prints them and exits 1 when any is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CATALOGUED = ['ui-kit', 'auth', 'payments', 'upload', 'creation-tools', 'app-shell'];

const EXPORT_LIST = /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;
const EXPORT_ALL = /export\s*\*\s*from\s*'([^']+)'/g;
const PASCAL = /^[A-Z][a-z0-9]+[A-Za-z0-9]*$/;
// A context's Provider (`export const XProvider = XContext.Provider`) renders nothing of its own: not a component to
// show. The stories of the components that read it provide it.
const CONTEXT_PROVIDER = (name) => new RegExp(`export\\s+const\\s+${name}\\s*=\\s*\\w+\\.Provider\\b`);
// A gallery story that imports a whole module (`import * as icons from './icons'`) shows every component it exports.
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+\w+\s+from\s*'([^']+)'/g;

function resolveModule(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Exported PascalCase values defined in a .tsx module reachable from an entry point: the components. */
function exportedComponents(root, entry, seen = new Set()) {
  const found = new Map();
  if (seen.has(entry)) return found;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, names, spec] of source.matchAll(EXPORT_LIST)) {
    if (/export\s+type\s*\{/.test(names)) continue;
    const file = resolveModule(entry, spec);
    if (!file?.endsWith('.tsx')) continue;
    const moduleSource = readFileSync(file, 'utf8');
    for (const raw of names.split(',')) {
      const name =
        raw
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '';
      if (!name || name.startsWith('type ') || !PASCAL.test(name)) continue;
      if (CONTEXT_PROVIDER(name).test(moduleSource)) continue;
      found.set(name, path.relative(root, file));
    }
  }
  for (const [, spec] of source.matchAll(EXPORT_ALL)) {
    const file = resolveModule(entry, spec);
    if (file) for (const [name, where] of exportedComponents(root, file, seen)) found.set(name, where);
  }
  return found;
}

/** The story files of a package: their text and the modules they import whole. */
function storyFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.stories.tsx'))
    .map((f) => {
      const file = path.join(dir, f);
      const text = readFileSync(file, 'utf8');
      const wholeModules = [...text.matchAll(NAMESPACE_IMPORT)].map(([, spec]) => resolveModule(file, spec));
      return { text, wholeModules };
    });
}

/** [{ pkg, component, file }] for every exported component that no story of its package mentions. */
export function unstoriedComponents(root = repoRoot, packages = CATALOGUED) {
  const missing = [];
  for (const pkg of packages) {
    const dir = path.join(root, 'packages', pkg);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const entries = Object.values(manifest.exports ?? {}).filter((e) => typeof e === 'string' && e.endsWith('.ts'));
    const stories = storyFiles(path.join(dir, 'src'));
    for (const entry of entries) {
      for (const [component, file] of exportedComponents(root, path.join(dir, entry))) {
        const rendered = new RegExp(`\\b${component}\\b`);
        const shown = stories.some((s) => rendered.test(s.text) || s.wholeModules.includes(path.join(root, file)));
        if (!shown) missing.push({ pkg, component, file });
      }
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = unstoriedComponents();
  for (const m of missing) console.info(`${m.component}\t${m.file}`);
  console.info(`${missing.length} exported component(s) without a story`);
  process.exit(missing.length ? 1 : 0);
}
