// Proves the Changesets flow of CONTRIBUTING.md end to end, in a temp copy of the workspace's manifests and built
// packages (never the real tree): a changeset for one package, `changeset version` bumps only it and its
// dependents, `changeset publish` publishes to a throwaway verdaccio on loopback, and a fresh project installs the
// bumped package from it. Needs built dist (npm test builds first). Bounded: fails after TIME_LIMIT_MS.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/bootstrap.mjs';
import { run } from './run.mjs';

const TIME_LIMIT_MS = Number(process.env.CHANGESETS_FLOW_LIMIT_MS) || 180_000;
/** The package the test changes (minor), and the packages that depend on it (directly or through another). */
const CHANGED = '@framewise/ui-kit';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' ? address.port : 0));
    });
  });
}

/** Workspace package directories (relative), from pnpm-workspace.yaml's `packages:` globs of the form `dir/*` or `dir`. */
function workspaceDirs() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...(yaml.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '').matchAll(/^\s+-\s+(\S+)/gm)].map(
    (m) => m[1],
  );
  return globs
    .flatMap((glob) =>
      glob.endsWith('/*')
        ? readdirSync(join(ROOT, glob.slice(0, -2))).map((name) => `${glob.slice(0, -2)}/${name}`)
        : [glob],
    )
    .filter((dir) => existsSync(join(ROOT, dir, 'package.json')));
}

/** Names of the packages that depend on `name`, directly or transitively (dependencies only: what gets published). */
export function dependentsOf(name, manifests) {
  const found = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of manifests) {
      if (found.has(m.name) || m.name === name) continue;
      const deps = Object.keys(m.dependencies ?? {});
      if (deps.includes(name) || deps.some((d) => found.has(d))) {
        found.add(m.name);
        grew = true;
      }
    }
  }
  return found;
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

async function waitForRegistry(url) {
  for (let i = 0; i < 60; i++) {
    const ok = await fetch(`${url}-/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`verdaccio did not answer at ${url} within 30 s`);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'framewise-changesets-'));
  const repo = join(work, 'repo');
  let registry;
  const timer = setTimeout(() => {
    console.error(`changesets flow: over ${TIME_LIMIT_MS / 1000} s, stopping (work dir ${work})`);
    registry?.kill();
    process.exit(1);
  }, TIME_LIMIT_MS);
  try {
    // 1. A copy holding what Changesets and a publish read: manifests, .changeset, built packages.
    mkdirSync(repo);
    for (const file of ['package.json', 'pnpm-workspace.yaml', '.npmrc']) cpSync(join(ROOT, file), join(repo, file));
    cpSync(join(ROOT, '.changeset/config.json'), join(repo, '.changeset/config.json'));
    for (const dir of workspaceDirs()) {
      const manifest = readJson(join(ROOT, dir, 'package.json'));
      const keep = dir.startsWith('packages/')
        ? ['package.json', 'README.md', ...(manifest.files ?? [])]
        : ['package.json'];
      for (const entry of keep)
        if (existsSync(join(ROOT, dir, entry)))
          cpSync(join(ROOT, dir, entry), join(repo, dir, entry), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(repo, 'node_modules')); // the changeset CLI and its changelog module
    const git = (...args) =>
      run('git', ['-c', 'user.name=ci', '-c', 'user.email=ci@localhost', ...args], { cwd: repo });
    await git('init', '-q', '-b', 'main');
    await git('add', '-A');
    await git('commit', '-qm', 'start');

    // 2. A changeset for one package, then `changeset version`.
    const before = Object.fromEntries(
      readdirSync(join(repo, 'packages')).map((d) => {
        const m = readJson(join(repo, 'packages', d, 'package.json'));
        return [m.name, m];
      }),
    );
    writeFileSync(
      join(repo, '.changeset/test-change.md'),
      `---\n'${CHANGED}': minor\n---\n\nA new prop (test of the release flow).\n`,
    );
    const changeset = join(ROOT, 'node_modules/.bin/changeset');
    await run(changeset, ['version'], { cwd: repo });
    const dependents = dependentsOf(CHANGED, Object.values(before));
    const wrong = [];
    for (const d of readdirSync(join(repo, 'packages'))) {
      const m = readJson(join(repo, 'packages', d, 'package.json'));
      const was = before[m.name].version;
      const expected = m.name === CHANGED ? '0.2.0' : dependents.has(m.name) ? bumpPatch(was) : was;
      if (m.version !== expected) wrong.push(`${m.name}: ${was} → ${m.version}, expected ${expected}`);
    }
    if (wrong.length > 0) throw new Error(`changeset version bumped the wrong packages:\n  ${wrong.join('\n  ')}`);
    console.info(
      `changeset version: ${CHANGED} 0.2.0, its ${dependents.size} dependents patched (${[...dependents].join(', ')}), the rest unchanged`,
    );
    await git('add', '-A');
    await git('commit', '-qm', 'version packages');

    // 3. A throwaway verdaccio on loopback: its own config, storage and users; no uplinks (nothing leaves the machine).
    const port = Number(process.env.VERDACCIO_PORT) || (await freePort());
    const url = `http://127.0.0.1:${port}/`;
    writeFileSync(
      join(work, 'verdaccio.yaml'),
      [
        `storage: ${join(work, 'storage')}`,
        `auth:\n  htpasswd:\n    file: ${join(work, 'htpasswd')}\n    max_users: 10`,
        "packages:\n  '@framewise/*':\n    access: $all\n    publish: $authenticated",
        'log: { type: stdout, format: pretty, level: error }',
        'server: { keepAliveTimeout: 5 }',
        'publish: { allow_offline: true }',
        '',
      ].join('\n'),
    );
    // Node on verdaccio's own script (not the .bin shell wrapper), so that kill() stops the server itself.
    const verdaccio = join(realpathSync(join(ROOT, 'tooling/node_modules/verdaccio')), 'bin/verdaccio');
    registry = spawn(
      process.execPath,
      [verdaccio, '--config', join(work, 'verdaccio.yaml'), '--listen', `127.0.0.1:${port}`],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const exited = new Promise((_, reject) =>
      registry.on('exit', (code) => reject(new Error(`verdaccio exited (${code})`))),
    );
    await Promise.race([waitForRegistry(url), exited]);
    console.info(`verdaccio answers on ${url}`);
    const user = await fetch(`${url}-/user/org.couchdb.user:ci`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ci', password: 'throwaway-ci-password' }),
    });
    const answer = await user.json();
    const token = answer.token;
    if (!token) throw new Error(`verdaccio refused the throwaway user: ${user.status} ${JSON.stringify(answer)}`);
    const npmrc = `@framewise:registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`;
    writeFileSync(join(repo, '.npmrc'), `${readFileSync(join(ROOT, '.npmrc'), 'utf8')}${npmrc}`);

    console.info('changeset publish');
    // 4. `changeset publish`: every package whose version the registry lacks (here all of them).
    // Changesets asks `npm info --registry=<npm_config_registry or npmjs>`; it does not read scoped registries.
    await run(changeset, ['publish'], { cwd: repo, env: { npm_config_registry: url } });
    const meta = await fetch(`${url}${CHANGED.replace('/', '%2f')}`).then((r) => r.json());
    if (meta['dist-tags']?.latest !== '0.2.0')
      throw new Error(`the registry has ${CHANGED}@${meta['dist-tags']?.latest}, expected 0.2.0`);

    console.info('published; installing fresh');
    // 5. A fresh project installs the bumped package from the registry (third-party packages from the store).
    const fresh = join(work, 'fresh');
    mkdirSync(fresh);
    writeFileSync(
      join(fresh, 'package.json'),
      JSON.stringify({ name: 'fresh', private: true, type: 'module', dependencies: { [CHANGED]: '^0.2.0' } }),
    );
    writeFileSync(join(fresh, '.npmrc'), npmrc);
    await run('pnpm', ['install', '--prefer-offline', '--reporter=silent'], { cwd: fresh, env: { CI: 'true' } });
    const installed = readJson(join(fresh, 'node_modules', CHANGED, 'package.json'));
    if (
      installed.version !== '0.2.0' ||
      !existsSync(join(fresh, 'node_modules', CHANGED, installed.exports['.'].default))
    ) {
      throw new Error(`fresh install got ${CHANGED}@${installed.version} without its dist`);
    }
    if (installed.dependencies['@framewise/i18n'] !== '^0.1.0') {
      throw new Error(
        `published dependency range ${installed.dependencies['@framewise/i18n']}, expected ^0.1.0 (workspace:^ rewritten)`,
      );
    }
    const i18n = await run(
      process.execPath,
      ['--input-type=module', '-e', "const m = await import('@framewise/i18n'); console.log(Object.keys(m).length)"],
      {
        cwd: join(fresh, 'node_modules', CHANGED),
      },
    );
    console.info(
      `published to verdaccio and installed fresh: ${CHANGED}@0.2.0 with @framewise/i18n (${i18n.trim()} exports, loads in Node)`,
    );
  } finally {
    clearTimeout(timer);
    registry?.kill();
    if (process.env.KEEP_SCRATCH) console.info(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

function bumpPatch(version) {
  const [major, minor, patch] = version.split('.').map(Number);
  return `${major}.${minor}.${patch + 1}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
