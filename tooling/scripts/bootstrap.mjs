// Makes a fresh machine ready: pnpm, workspace dependencies, Debian's ffmpeg and (for tests) chromium.
// Plain Node with no dependencies: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TOOLS_DIR = join(ROOT, '.cache', 'tools');

export function log(msg) {
  console.info(`\x1b[36m[framewise]\x1b[0m ${msg}`);
}

function pinnedPnpmVersion() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return String(pkg.packageManager ?? 'pnpm@12').replace(/^pnpm@/, '');
}

function works(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'ignore' });
  return r.status === 0;
}

/** pnpm on PATH when it is new enough, else the pinned version installed under .cache/tools (no root needed). */
export function ensurePnpm() {
  const want = pinnedPnpmVersion();
  const major = Number(want.split('.')[0]);
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && Number(onPath.stdout.trim().split('.')[0]) >= major) return 'pnpm';
  const local = join(TOOLS_DIR, 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local)) {
    log(`installing pnpm ${want} into .cache/tools`);
    mkdirSync(TOOLS_DIR, { recursive: true });
    run('npm', ['install', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--no-save', `pnpm@${want}`]);
  }
  // Turbo and package scripts look pnpm up on PATH.
  process.env.PATH = `${dirname(local)}${delimiter}${process.env.PATH ?? ''}`;
  return local;
}

/** Installs the workspace from the committed lockfile (fast when nothing changed). */
export function installDependencies(pnpm) {
  log('installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], { env: { CI: 'true' } });
}

const SYSTEM_PACKAGES = [
  { name: 'chromium', forTestsOnly: true, present: () => existsSync('/usr/bin/chromium') },
  // Chinese and Japanese glyphs for the browser tests: without them zh/ja labels render as boxes of another width,
  // and what the tests measure and screenshot is not what a user's phone shows.
  {
    name: 'fonts-noto-cjk',
    forTestsOnly: true,
    present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  },
  // Multi-process, cache-invalidation and load tests start a throwaway PostgreSQL on loopback (server testing/local-postgres).
  { name: 'postgresql', forTestsOnly: true, present: () => existsSync('/usr/lib/postgresql') },
  {
    name: 'ffmpeg',
    forTestsOnly: false,
    // The server honours FFMPEG_PATH / FFPROBE_PATH; check the same binaries it will run.
    present: () =>
      works(process.env.FFMPEG_PATH || 'ffmpeg', ['-version']) &&
      works(process.env.FFPROBE_PATH || 'ffprobe', ['-version']),
  },
];

/**
 * Debian packages the machine needs, installed with apt-get when root: ffmpeg (ffmpeg + ffprobe, the media
 * engine's video tools) always; chromium, the CJK fonts and postgresql only for tests. Otherwise a clear
 * instruction: tests stop there; `npm start` goes on, and the server starts with its video tools off and says so.
 */
export function ensureSystemPackages({ forTests = true } = {}) {
  const missing = SYSTEM_PACKAGES.filter((p) => (forTests || !p.forTestsOnly) && !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  const install = `sudo apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !works('apt-get', ['--version'])) {
    if (forTests) {
      console.error(`Missing system packages: ${missing.join(', ')}. Install them (Debian: ${install}) and run again.`);
      process.exit(1);
    }
    console.warn(
      `\x1b[33m[framewise]\x1b[0m Missing system packages: ${missing.join(', ')} (not root, or no apt-get, so not ` +
        `installed). The server starts without its video tools; install them (Debian: ${install}) or set ` +
        'FFMPEG_PATH / FFPROBE_PATH, then start again.',
    );
    return;
  }
  log(`installing ${missing.join(', ')} with apt-get`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    attempt('apt-get', ['update', '-qq'], { env }) &&
    attempt('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  if (ok) return;
  if (forTests) process.exit(1);
  console.warn(
    `\x1b[33m[framewise]\x1b[0m apt-get could not install ${missing.join(', ')}; the server starts without its video tools.`,
  );
}

/** Runs a command, inheriting stdio; answers whether it succeeded. */
function attempt(cmd, args, { env = {}, cwd = ROOT } = {}) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
  return r.status === 0;
}

/** Runs a command, inheriting stdio; exits the process with its code on failure. */
export function run(cmd, args, { env = {}, cwd = ROOT } = {}) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
    process.exit(r.status ?? 1);
  }
}

/**
 * Runs a command, streaming its output and also returning it, for summaries. Resolves with {code, output}.
 */
export function runCaptured(cmd, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (stream) => (chunk) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code, signal) => resolvePromise({ code: code ?? (signal ? 1 : 0), output }));
  });
}
