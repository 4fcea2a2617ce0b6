// `npm start`: make the machine ready like `npm test` (pnpm, dependencies, ffmpeg), build, migrate and run the API
// (with its worker) and both apps on embedded defaults.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensurePnpm, ensureSystemPackages, installDependencies, log, ROOT, run } from './bootstrap.mjs';

const API_PORT = Number(process.env.PORT ?? 8080);
const DOMESTIC_PORT = Number(process.env.DOMESTIC_PORT ?? 3000);
const OVERSEAS_PORT = Number(process.env.OVERSEAS_PORT ?? 3001);
const API_URL = `http://localhost:${API_PORT}`;

// ffmpeg / ffprobe for the media engine (chromium is for tests only).
ensureSystemPackages({ forTests: false });
const pnpm = ensurePnpm();
installDependencies(pnpm);
log('building');
run(pnpm, ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);

// The server logs JSON lines (what production log shippers want); here they are printed for people to read.
// Loaded after the install above, which is what brings pino-pretty.
const { default: pretty } = await import('pino-pretty');

const children = [];
function start(name, cmd, args, cwd, env = {}, { readableLogs = false } = {}) {
  const stdout = readableLogs ? 'pipe' : 'inherit';
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
  if (readableLogs) {
    child.stdout.pipe(
      pretty({
        colorize: Boolean(process.stdout.isTTY),
        translateTime: 'HH:MM:ss',
        ignore: 'pid,hostname,reqId,status,ms',
        // Request lines (http/request-log.ts) on one line: "GET /api/user/info -> 200 in 3 ms".
        messageFormat: '{msg}{if status} -> {status} in {ms} ms{end}',
      }),
    );
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${code ?? signal}); shutting down`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

// Migrations run inside the server at start, before it listens.
start(
  'api',
  process.execPath,
  ['dist/main.js'],
  join(ROOT, 'apps/server'),
  {
    PORT: String(API_PORT),
    DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data'),
    // The embedded default chooses the local stand-ins (console SMS, sandbox sign-in and payments) by name: a
    // server started without this and without real providers refuses to run.
    LOCAL_PROVIDERS: process.env.LOCAL_PROVIDERS ?? '1',
  },
  { readableLogs: true },
);
// Each built app through the production web server (tooling/web/serve-app.mjs): prerendered pages, compression,
// caching and security headers, the API proxied; the e2e suite serves them the same way.
for (const { app, port } of [
  { app: 'domestic', port: DOMESTIC_PORT },
  { app: 'overseas', port: OVERSEAS_PORT },
]) {
  start(
    app,
    process.execPath,
    [
      join(ROOT, 'tooling/web/serve-app.mjs'),
      '--app',
      join(ROOT, 'apps', app),
      '--port',
      String(port),
      '--api',
      API_URL,
      '--api-origin',
      API_URL,
    ],
    ROOT,
  );
}

async function waitFor(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 8000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  await Promise.all([
    waitFor(`${API_URL}/readyz`),
    waitFor(`http://localhost:${DOMESTIC_PORT}/`),
    waitFor(`http://localhost:${OVERSEAS_PORT}/`),
  ]);
  console.info(`
  Framewise is running (Ctrl-C stops everything):
    API + worker      ${API_URL}
    domestic (帧意)   http://localhost:${DOMESTIC_PORT}
    overseas          http://localhost:${OVERSEAS_PORT}
`);
  const ready = await (await fetch(`${API_URL}/readyz`)).json();
  if (ready.status === 'degraded') {
    console.warn(
      `  Degraded: missing ${ready.media.missing.join(', ')}, so these tools are off: ${ready.media.toolsOff.join(', ')}\n`,
    );
  }
} catch (err) {
  console.error(String(err));
  stop(1);
}
