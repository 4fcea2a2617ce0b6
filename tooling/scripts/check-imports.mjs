// Package boundaries (docs/architecture.md, "Packages"): a package is used only through its declared exports; relative imports stay
// inside their own package; each app imports only its own region's adapters; shared packages never branch on the
// region (region-branches.mjs); inside the server, modules are reached through their index.ts, import no cycle and keep
// SQL in repository files (server-boundaries.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ROOT } from './bootstrap.mjs';
import {
  isServerRegionNeutral,
  isSharedSource,
  REGION_BRANCH_ADVICE,
  regionBranchesIn,
  SERVER_REGION_BRANCH_ADVICE,
} from './region-branches.mjs';
import {
  deepServerImport,
  isServerTestSide,
  mayHoldSql,
  moduleCycles,
  SERVER_SRC,
  serverModuleOf,
  sqlLinesIn,
} from './server-boundaries.mjs';

const WORKSPACE_DIRS = ['apps', 'packages', 'e2e', 'tooling'];
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', '.turbo', 'test-results', 'playwright-report']);

/** Subpath adapters that belong to one region only. */
const REGION_ONLY = {
  cn: ['@framewise/auth/wechat-qr', '@framewise/payments/wechat-alipay', '@framewise/upload/cos'],
  global: ['@framewise/auth/google', '@framewise/payments/stripe', '@stripe/stripe-js'],
};
const APP_REGION = { 'apps/domestic': 'cn', 'apps/overseas': 'global' };

function packageRoots() {
  const roots = new Map(); // dir -> package.json
  for (const top of WORKSPACE_DIRS) {
    const topDir = join(ROOT, top);
    const candidates = top === 'e2e' || top === 'tooling' ? [topDir] : readdirSync(topDir).map((d) => join(topDir, d));
    for (const dir of candidates) {
      try {
        roots.set(dir, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
      } catch {
        // not a package
      }
    }
  }
  return roots;
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || (name.startsWith('.') && name !== '.storybook')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield full;
  }
}

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

const roots = packageRoots();
const byName = new Map([...roots].map(([dir, pkg]) => [pkg.name, { dir, pkg }]));
const problems = [];
/** Imports between server modules (product code only, types too), for the cycle check: module -> imported modules. */
const serverModuleEdges = new Map();

for (const [pkgDir, pkg] of roots) {
  const region = APP_REGION[relative(ROOT, pkgDir)];
  for (const file of sourceFiles(pkgDir)) {
    const text = readFileSync(file, 'utf8');
    const fromRoot = relative(ROOT, file).split(sep).join('/');
    const inServer = fromRoot.startsWith(SERVER_SRC) ? fromRoot.slice(SERVER_SRC.length) : null;
    if (inServer !== null && !mayHoldSql(inServer)) {
      for (const { line, code } of sqlLinesIn(text)) {
        problems.push(
          `${fromRoot}:${line}: \`${code}\` is SQL outside a repository file; move it to the module's repo.ts`,
        );
      }
    }
    const advice = isSharedSource(fromRoot)
      ? REGION_BRANCH_ADVICE
      : isServerRegionNeutral(fromRoot)
        ? SERVER_REGION_BRANCH_ADVICE
        : null;
    if (advice) {
      for (const { line, code } of regionBranchesIn(text)) problems.push(`${fromRoot}:${line}: \`${code}\` ${advice}`);
    }
    for (const m of text.matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const where = `${relative(ROOT, file)}: '${spec}'`;
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        if (!(target + sep).startsWith(pkgDir + sep) && target !== pkgDir) {
          problems.push(`${where} reaches outside ${pkg.name}; import the package by name instead`);
        } else if (inServer !== null) {
          const targetInServer = relative(join(ROOT, SERVER_SRC), target).split(sep).join('/');
          const problem = targetInServer.startsWith('..') ? null : deepServerImport(inServer, targetInServer);
          if (problem) problems.push(`${where} ${problem}`);
          const [from, to] = [serverModuleOf(inServer), serverModuleOf(`${targetInServer}/x`)];
          if (from && to && from !== to && !isServerTestSide(inServer)) {
            serverModuleEdges.set(from, (serverModuleEdges.get(from) ?? new Set()).add(to));
          }
        }
        continue;
      }
      const scoped = spec.match(/^(@framewise\/[^/]+)(\/.+)?$/);
      if (scoped) {
        const [, name, sub] = scoped;
        const target = byName.get(name);
        if (!target) problems.push(`${where}: no workspace package ${name}`);
        else if (sub) {
          const exportsMap = target.pkg.exports ?? {};
          if (!(`.${sub}` in exportsMap)) problems.push(`${where} is a deep import; ${name} does not export '.${sub}'`);
        }
      }
      if (region) {
        const other = region === 'cn' ? 'global' : 'cn';
        if (REGION_ONLY[other].some((p) => spec === p || spec.startsWith(`${p}/`))) {
          problems.push(`${where} is ${other}-only code in the ${region} app`);
        }
      }
    }
  }
}

for (const group of moduleCycles(serverModuleEdges)) {
  problems.push(
    `${SERVER_SRC}: import cycle between ${group.join(', ')}; move what they share to the module that owns it`,
  );
}

if (problems.length) {
  console.error(`Import and region boundary problems (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`import boundaries ok (${roots.size} packages)`);
