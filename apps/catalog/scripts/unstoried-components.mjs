// Lists the exported React components of the catalogued packages that no story file beside them renders.
// `node apps/catalog/scripts/unstoried-components.mjs` prints them and exits 1 when any is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CATALOGUED = ['ui-kit', 'auth', 'payments', 'upload', 'creation-tools', 'app-shell'];

const EXPORT_LIST = /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;
const EXPORT_ALL = /export\s*\*\s*from\s*'([^']+)'/g;
const PASCAL = /^[A-Z][a-z0-9]+[A-Za-z0-9]*$/;

function resolveModule(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Exported PascalCase values defined in a .tsx module reachable from an entry point: the components. */
function exportedComponents(entry, seen = new Set()) {
  const found = new Map();
  if (seen.has(entry)) return found;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, names, spec] of source.matchAll(EXPORT_LIST)) {
    if (/export\s+type\s*\{/.test(names)) continue;
    const file = resolveModule(entry, spec);
    if (!file?.endsWith('.tsx')) continue;
    for (const raw of names.split(',')) {
      const name =
        raw
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '';
      if (!name || name.startsWith('type ') || !PASCAL.test(name)) continue;
      found.set(name, path.relative(root, file));
    }
  }
  for (const [, spec] of source.matchAll(EXPORT_ALL)) {
    const file = resolveModule(entry, spec);
    if (file) for (const [name, where] of exportedComponents(file, seen)) found.set(name, where);
  }
  return found;
}

function storyFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.stories.tsx'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** [{ pkg, component, file }] for every exported component that no story of its package mentions. */
export function unstoriedComponents() {
  const missing = [];
  for (const pkg of CATALOGUED) {
    const dir = path.join(root, 'packages', pkg);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const entries = Object.values(manifest.exports ?? {}).filter((e) => typeof e === 'string' && e.endsWith('.ts'));
    const stories = storyFiles(path.join(dir, 'src'));
    for (const entry of entries) {
      for (const [component, file] of exportedComponents(path.join(dir, entry))) {
        const rendered = new RegExp(`\\b${component}\\b`);
        if (!stories.some((s) => rendered.test(s))) missing.push({ pkg, component, file });
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
