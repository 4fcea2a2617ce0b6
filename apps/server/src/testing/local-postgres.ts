/**
 * A throwaway PostgreSQL on loopback for tests and benchmarks that need a database several processes share
 * (two API processes, separate workers, restarts). Uses Debian's PostgreSQL binaries (`npm test` installs the
 * `postgresql` package like chromium and ffmpeg); the cluster lives in a temp folder, listens on 127.0.0.1 only,
 * trusts local connections and is deleted by stop().
 *
 * As root, initdb and postgres refuse to run, so they run as the `postgres` system user the package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export { freePort };

export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server at once (fast shutdown) and starts it again after `downMs`; the data stays. */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The newest installed Debian PostgreSQL's bin folder, or null when none is installed. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** A TCP port free on loopback right now. */
function systemUser(name: string): { uid: number; gid: number } | null {
  const r = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (r.status !== 0 || g.status !== 0) return null;
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

/**
 * Starts a fresh cluster. Throws with an install hint when PostgreSQL is not installed, so a caller that can run
 * without it decides that explicitly (never silently).
 */
export async function startLocalPostgres(
  options: {
    maxConnections?: number;
    /** Keep fsync and synchronous commits on, as production does (benchmarks); tests run faster without. */
    durable?: boolean;
  } = {},
): Promise<LocalPostgres> {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('PostgreSQL is not installed (Debian: apt-get install -y postgresql); `npm test` installs it.');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const owner = isRoot ? systemUser('postgres') : null;
  if (isRoot && !owner) throw new Error('Running as root but there is no `postgres` system user to run PostgreSQL as.');

  const dir = mkdtempSync(join(tmpdir(), 'fw-pg-'));
  const data = join(dir, 'data');
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const as = (cmd: string, args: string[]) =>
    owner
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });

  as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    `-c max_connections=${options.maxConnections ?? 200}`,
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = () => as('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', serverOptions, '-w', 'start']);
  const stopServer = () => as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart(downMs = 0) {
      stopServer();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      start();
    },
    async stop() {
      if (!running) return;
      running = false;
      try {
        stopServer();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
