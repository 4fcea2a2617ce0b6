// `npm test` step: every package in packages/* as a consuming team gets it. Builds (turbo, usually cached), packs
// each with `pnpm pack` (workspace:^ and catalog: ranges rewritten, publishConfig.exports applied), validates the
// tarballs with publint and @arethetypeswrong/cli, checks the committed API reports, then installs the tarballs into
// a scratch app in a temp dir outside the workspace (offline from the pnpm store) that imports every public entry
// point, type-checks it with tsc and builds it with Vite (browser packages) or runs it in Node (server packages).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/bootstrap.mjs';
import { checkReports, packageDirs, UPDATE_COMMAND } from './api-report.mjs';
import { run } from './run.mjs';
import { scratchApp } from './scratch-app.mjs';
import { typeProblems } from './types-check.mjs';

const BIN = join(ROOT, 'tooling/node_modules/.bin');
const started = Date.now();

function say(msg) {
  console.info(`[packages ${Math.round((Date.now() - started) / 1000)} s] ${msg}`);
}

/** Runs fn over items, two at a time (the machine has 2 cores). */
async function twoAtATime(items, fn) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

const pkgs = packageDirs().map((dir) => ({
  dir,
  manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
}));
const work = mkdtempSync(join(tmpdir(), 'framewise-packages-'));
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);
let failed = false;

try {
  say('building packages/* (turbo, cached when unchanged)');
  await run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only']);

  say('pnpm pack');
  const packed = await twoAtATime(pkgs, async ({ dir, manifest }) => {
    await run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: dir });
    return {
      name: manifest.name,
      manifest,
      tgz: join(tarballs, `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`),
    };
  });

  say('publint on each tarball');
  const problems = await twoAtATime(packed, ({ name, tgz }) =>
    run(join(BIN, 'publint'), ['run', tgz, '--strict']).then(
      () => [],
      (e) => [`publint ${name}: ${e.message}`],
    ),
  );
  say('@arethetypeswrong/core on each tarball');
  problems.push(await typeProblems(packed));
  for (const p of problems.flat()) {
    console.error(p);
    failed = true;
  }

  say('API reports');
  const stale = checkReports();
  if (stale.length > 0) {
    console.error(
      `The public API changed without its report: ${stale.join(', ')}.\nUpdate and commit: ${UPDATE_COMMAND}`,
    );
    failed = true;
  }

  say('scratch app outside the workspace: install the tarballs, tsc, vite build, node import');
  await scratchApp({ dir: join(work, 'app'), packed, run, say });
  say(failed ? 'done, with failures above' : 'all packages pack, validate, install, type-check and build');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  if (!process.env.KEEP_SCRATCH) rmSync(work, { recursive: true, force: true });
  else console.info(`scratch kept in ${work}`);
}
process.exit(failed ? 1 : 0);
