// The public API of each package in packages/*, recorded in packages/<name>/api-report.md: for every entry point of
// its published exports map, the declaration files (dist/**/*.d.ts, comments stripped) that entry reaches. A change
// of any exported type shows up as a diff of that file; implementation changes do not.
// `node tooling/publish/api-report.mjs --update` rewrites the reports from the built dist (build first);
// without --update it fails when a report is out of date.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { ROOT } from '../scripts/bootstrap.mjs';

export const UPDATE_COMMAND =
  'pnpm exec turbo run build --filter=./packages/* && node tooling/publish/api-report.mjs --update';

/** Declaration text without comments (doc wording is not API), trailing spaces or blank lines. */
export function stripComments(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n');
}

const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

/** The .d.ts files (relative to dist) one entry declaration reaches through relative imports. */
export function reachableDeclarations(dist, entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(dist, file), 'utf8');
    for (const match of text.matchAll(RELATIVE_SPECIFIER)) {
      const spec = match[2];
      const target = posix.normalize(
        posix.join(
          posix.dirname(file),
          spec
            .replace(/\.(m?js)$/, '.d.$1')
            .replace(/\.d\.js$/, '.d.ts')
            .replace(/\.d\.mjs$/, '.d.mts'),
        ),
      );
      if (existsSync(join(dist, target))) queue.push(target);
    }
  }
  return [...seen].sort();
}

// Translation resources are data: their keys are API (typed t() keys), their wording is not, so a reworded text
// does not count as an API change. Their declarations carry each text as a literal type; the report says `string`.
const TRANSLATION_FILE = /(^|\/)resources\//;
const TEXT_LITERAL_PROPERTY = /^(\s*readonly [^:\n]+: )"(?:[^"\\\n]|\\.)*";$/gm;

/** A declaration file as the report shows it. */
export function reportText(file, text) {
  const stripped = stripComments(text);
  return TRANSLATION_FILE.test(file) ? stripped.replace(TEXT_LITERAL_PROPERTY, '$1string;') : stripped;
}

/** The report of one package directory, from its package.json's publishConfig.exports and its dist. */
export function apiReport(pkgDir) {
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const dist = join(pkgDir, 'dist');
  const lines = [
    `# ${pkg.name}: public API`,
    '',
    `Generated from dist by tooling/publish/api-report.mjs; do not edit. Update: \`${UPDATE_COMMAND}\``,
    '',
    '## Entry points',
    '',
  ];
  const files = new Set();
  for (const [subpath, target] of Object.entries(pkg.publishConfig.exports)) {
    const types = typeof target === 'string' ? null : target.types;
    const name = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    if (types === null) {
      lines.push(`- \`${name}\` → \`${target}\` (no types: a stylesheet or a worker script)`);
      continue;
    }
    const entry = relative(dist, join(pkgDir, types));
    lines.push(`- \`${name}\` → \`dist/${entry}\``);
    for (const file of reachableDeclarations(dist, entry)) files.add(file);
  }
  lines.push('', '## Declarations', '');
  for (const file of [...files].sort()) {
    lines.push(`### ${file}`, '', '```ts', reportText(file, readFileSync(join(dist, file), 'utf8')), '```', '');
  }
  return lines.join('\n');
}

export function packageDirs() {
  return readdirSync(join(ROOT, 'packages'))
    .map((name) => join(ROOT, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .sort();
}

/** Names of the packages whose committed report differs from their dist (all of them rewritten with update). */
export function checkReports({ update = false } = {}) {
  const stale = [];
  for (const dir of packageDirs()) {
    const path = join(dir, 'api-report.md');
    const report = apiReport(dir);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (committed === report) continue;
    if (update) writeFileSync(path, report);
    stale.push(relative(ROOT, path));
  }
  return stale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const update = process.argv.includes('--update');
  const stale = checkReports({ update });
  if (update) console.info(stale.length ? `updated ${stale.join(', ')}` : 'API reports already up to date');
  else if (stale.length > 0) {
    console.error(
      `The public API changed without its report: ${stale.join(', ')}.\nUpdate and commit: ${UPDATE_COMMAND}`,
    );
    process.exit(1);
  }
}
