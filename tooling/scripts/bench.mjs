// `npm run bench`: figures to watch, printed as a table (not a test: nothing here passes or fails).
// - initial JavaScript of each app (what the browser must load before the first page shows), gzip bytes
// - API latency of /healthz and of a contract call refused for its stale header (the envelope path), in-process
// Run after `npm run build`. Results are kept by hand in docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './bootstrap.mjs';
import { initialJs } from './initial-js.mjs';

function initialJsOf(app) {
  const dist = join(ROOT, 'apps', app, 'dist');
  const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const total = all.reduce((n, f) => n + statSync(join(dist, 'assets', f)).size, 0);
  const { refs, raw, gz } = initialJs(dist);
  return { files: refs.length, raw, gz, chunks: all.length, total };
}

async function latency(url, n, headers = {}) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  return { p50: q(0.5), p95: q(0.95), p99: q(0.99) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.info('\nInitial JavaScript per app');
for (const app of ['domestic', 'overseas']) {
  const r = initialJsOf(app);
  console.info(
    `  ${app.padEnd(9)} ${kb(r.gz)} gzip (${kb(r.raw)} raw, ${r.files} files); all chunks ${kb(r.total)} in ${r.chunks}`,
  );
}

const port = 18990;
const dataDir = mkdtempSync(join(tmpdir(), 'framewise-bench-'));
const started = performance.now();
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(ROOT, 'apps/server'),
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOCAL_PROVIDERS: '1' },
  stdio: 'ignore',
});
try {
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  console.info(`\nServer: ready in ${((performance.now() - started) / 1000).toFixed(2)} s on a fresh data dir`);
  for (const [name, path] of [
    ['/healthz', '/healthz'],
    ['contract call, refused (envelope)', '/api/user/info'],
  ]) {
    await latency(`http://localhost:${port}${path}`, 50);
    const r = await latency(`http://localhost:${port}${path}`, 500);
    console.info(`  ${name.padEnd(36)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms (500 sequential)`);
  }
} finally {
  server.kill('SIGTERM');
}
