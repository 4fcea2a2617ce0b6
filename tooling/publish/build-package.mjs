// Builds one package of packages/* into dist for publishing: tsc (ESM + .d.ts), then the files tsc does not emit
// (CSS, media, hand-written .mjs) copied beside their modules, then every relative import given its real file name
// (`./x` → `./x.js`, `./dir` → `./dir/index.js`) so dist runs in Node and resolves under node16/bundler alike.
// The source keeps extensionless imports (moduleResolution "bundler"), which the apps' dev servers use directly.
// Run from the package directory: `node ../../tooling/publish/build-package.mjs`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const COPIED = /\.(css|svg|png|jpe?g|webp|webm|mp4|woff2?|mjs|d\.mts)$/;
const TEST_ONLY = /(^|\/)(testing|test-utils)(\/|$)|\.(test|stories)\.[^/]+$/;

/** Every file under dir, as paths relative to it. */
export function listFiles(dir, base = dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, base));
    else out.push(relative(base, path));
  }
  return out;
}

/** The file a relative specifier means inside dist, for a .js module or a .d.ts declaration. */
function resolveSpecifier(fromFile, spec, declaration) {
  const target = join(dirname(fromFile), spec);
  const emitted = declaration ? '.d.ts' : '.js';
  if (existsSync(target) && statSync(target).isFile()) return spec; // already a file name (.css, .mjs, .js)
  if (existsSync(target + emitted)) return `${spec}.js`;
  if (existsSync(join(target, `index${emitted}`))) return `${spec}/index.js`;
  return null;
}

// tsc's output puts specifiers in `from '…'`, `import '…'`, `import('…')` and `require('…')`-free ESM only.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;

// tsgo keeps `import './x.css';` in declarations; types cannot resolve a stylesheet, and it declares nothing.
const STYLESHEET_IN_DECLARATION = /^import\s*(['"])[^'"]+\.css\1;?\n/gm;

/** Rewrites the relative specifiers of one emitted file; returns the specifiers it could not resolve. */
export function rewriteSpecifiers(file) {
  const declaration = file.endsWith('.d.ts');
  const unresolved = [];
  let text = readFileSync(file, 'utf8');
  if (declaration) text = text.replace(STYLESHEET_IN_DECLARATION, '');
  const next = text.replace(SPECIFIER, (whole, head, quote, spec) => {
    const resolved = resolveSpecifier(file, spec, declaration);
    if (resolved === null) {
      unresolved.push(spec);
      return whole;
    }
    return `${head}${quote}${resolved}${quote}`;
  });
  writeFileSync(file, next);
  return unresolved;
}

export function buildPackage(pkgDir) {
  const dist = join(pkgDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  execFileSync(join(pkgDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], { cwd: pkgDir, stdio: 'inherit' });
  const src = join(pkgDir, 'src');
  for (const file of listFiles(src)) {
    if (!COPIED.test(file) || TEST_ONLY.test(file)) continue;
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    cpSync(join(src, file), join(dist, file));
  }
  const problems = [];
  for (const file of listFiles(dist)) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    for (const spec of rewriteSpecifiers(join(dist, file))) problems.push(`${file}: ${spec}`);
  }
  if (problems.length > 0) throw new Error(`unresolved relative imports in dist:\n  ${problems.join('\n  ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildPackage(process.cwd());
