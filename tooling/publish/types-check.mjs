// @arethetypeswrong/core (what the attw CLI runs) over every tarball in one process: the CLI loads its own
// TypeScript per run, which cost ~7 s per package here. Same rules as `attw --profile esm-only`: our packages are
// ESM only, so CommonJS require() and node10 resolution are out of scope; every other problem fails.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../scripts/bootstrap.mjs';

const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs'];

async function loadCore() {
  // A dependency of @arethetypeswrong/cli (the catalog pins the CLI): resolve it from there.
  const require = createRequire(realpathSync(join(ROOT, 'tooling/node_modules/@arethetypeswrong/cli/package.json')));
  return import(pathToFileURL(require.resolve('@arethetypeswrong/core')).href);
}

/** One line per problem attw finds in a tarball, for the subpaths that have types (stylesheets and workers don't). */
export async function typeProblems(packed) {
  const core = await loadCore();
  const found = [];
  for (const { name, tgz, manifest } of packed) {
    const untyped = Object.entries(manifest.publishConfig.exports)
      .filter(([, target]) => typeof target === 'string')
      .map(([subpath]) => subpath);
    const pkg = core.createPackageFromTarballData(new Uint8Array(readFileSync(tgz)));
    const analysis = await core.checkPackage(pkg, { excludeEntrypoints: untyped });
    if (!analysis.types) {
      found.push(`attw ${name}: no types found`);
      continue;
    }
    for (const problem of analysis.problems) {
      if ('resolutionKind' in problem && IGNORED_RESOLUTIONS.includes(problem.resolutionKind)) continue;
      const { trace, ...rest } = problem;
      found.push(`attw ${name}: ${JSON.stringify(rest)}`);
    }
  }
  return found;
}
