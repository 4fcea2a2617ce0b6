// Shared packages read named capabilities (BuildFeatures in packages/stores/src/build-features.ts), never the
// region (docs/architecture.md, "The apps are composition roots"); check-imports.mjs applies this to packages/*/src
// through regionBranchesIn. The server reads its capabilities from apps/server/src/region.ts, the one server file
// outside migrations and test code that may branch on a region (isServerRegionNeutral).

const NAME = String.raw`['"\x60](?:cn|global|domestic|overseas)['"\x60]`;
const COMPARE = '[!=]==?';

/** What counts as asking which build this is. */
const PATTERNS = [
  // region === ..., build.region !== ..., ... === services.region
  // (a test for a missing value, region !== undefined, is no branch)
  new RegExp(
    String.raw`\b(?:region|brand)\s*${COMPARE}(?![=\s]*(?:undefined|null)\b)|${COMPARE}\s*[\w.]*\b(?:region|brand)\b`,
  ),
  // ... === 'cn', 'global' !== ...
  new RegExp(String.raw`${COMPARE}\s*${NAME}|${NAME}\s*${COMPARE}`),
  // switch (region) / case 'global':
  new RegExp(String.raw`\bswitch\s*\(\s*[\w.]*\b(?:region|brand)\s*\)|\bcase\s+${NAME}\s*:`),
  // the old overseas flag
  /\babroad\b/,
];

/** Comments out, lengths kept, so a comment that explains a region never fails. */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"\\])\/\/.*$/gm, (line, before) => before + ' '.repeat(line.length - before.length));
}

/** The lines of `text` (a source file) that branch on the region or brand: [{ line, code }], 1-based. */
export function regionBranchesIn(text) {
  const found = [];
  withoutComments(text)
    .split('\n')
    .forEach((code, index) => {
      if (PATTERNS.some((pattern) => pattern.test(code))) found.push({ line: index + 1, code: code.trim() });
    });
  return found;
}

/** Whether check-imports.mjs applies the rule to a file (a path relative to the repository root). */
export function isSharedSource(path) {
  return /^packages\/[^/]+\/src\//.test(path.split('\\').join('/'));
}

/** Server files that may branch on a region: the region module, migrations (data) and test code. */
const SERVER_REGION_FILES = /^apps\/server\/src\/(region\.ts|db\/migrations\/|testing\/|reliability\/|security\/)/;

/** Whether check-imports.mjs applies the rule to a server file (a path relative to the repository root). */
export function isServerRegionNeutral(path) {
  const posix = path.split('\\').join('/');
  if (!posix.startsWith('apps/server/src/') || SERVER_REGION_FILES.test(posix)) return false;
  const name = posix.split('/').pop();
  return !(/\.test\.ts$/.test(name) || name === 'testing.ts' || name.startsWith('test-'));
}

export const SERVER_REGION_BRANCH_ADVICE =
  'branches on the region in the server; name the difference in RegionFeatures (apps/server/src/region.ts) and read it';

export const REGION_BRANCH_ADVICE =
  'branches on the region in a shared package; name the difference in BuildFeatures ' +
  '(packages/stores/src/build-features.ts), set it in apps/*/src/config.ts and read it instead';
