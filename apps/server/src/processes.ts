import cluster, { type Worker } from 'node:cluster';

/** A child that dies within this long of its start counts towards a crash loop. */
const EARLY_EXIT_MS = 10_000;
/** Early deaths in a row (per slot) after which the supervisor gives up instead of restarting forever. */
const MAX_EARLY_EXITS = 3;
const RESTART_DELAY_MS = 1_000;
/** Children get the same grace the single-process shutdown takes (main.ts), plus a little, plus SHUTDOWN_DELAY_MS. */
const CHILD_SHUTDOWN_MS = 12_000;

/**
 * What the primary sends a child to stop it. A message, not a signal: on Ctrl+C the terminal already sent SIGINT to
 * every child, and a second signal would make a child exit at once instead of finishing its work.
 */
export const SHUTDOWN_MESSAGE = 'framewise:shutdown';

export interface SupervisorLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/**
 * The primary of `--role api` or `--role worker` with several processes: forks `count` copies of this process
 * (same script, arguments and env) under node:cluster and keeps them running. API children listen on one shared
 * port (the primary hands connections round-robin); worker children each claim from the shared PostgreSQL queue.
 * A child that dies is restarted; one that keeps dying at start stops everything (exit 1) rather than looping.
 * SIGINT / SIGTERM are passed on to every child (SHUTDOWN_MESSAGE), which shuts down as a single process would (running tasks go back
 * to the queue, in-flight requests finish); the primary exits when all have.
 */
export function superviseProcesses(count: number, role: string, log: SupervisorLog, shutdownDelayMs = 0): void {
  let stopping = false;
  let exitCode = 0;
  const earlyExits = new Map<number, number>();
  const started = new Map<Worker, { slot: number; at: number }>();

  const fork = (slot: number) => {
    const child = cluster.fork();
    started.set(child, { slot, at: Date.now() });
    // A message to a child whose channel just closed fails here; its exit is handled below.
    child.on('error', (error) => log.warn(`${role} process ${slot}: ${error.message}`));
    child.on('exit', (code, signal) => {
      const info = started.get(child);
      started.delete(child);
      if (stopping || !info) {
        if (started.size === 0) process.exit(exitCode);
        return;
      }
      const early = Date.now() - info.at < EARLY_EXIT_MS;
      const exits = early ? (earlyExits.get(info.slot) ?? 0) + 1 : 0;
      earlyExits.set(info.slot, exits);
      if (exits >= MAX_EARLY_EXITS) {
        log.error(`${role} process ${info.slot} died ${exits} times at start; stopping all`);
        stop(1);
        return;
      }
      log.warn(`${role} process ${info.slot} exited (${signal ?? `code ${code}`}); restarting it`);
      setTimeout(() => {
        if (!stopping) fork(info.slot);
      }, RESTART_DELAY_MS);
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (started.size === 0) process.exit(exitCode);
    for (const child of started.keys()) {
      if (child.isConnected()) child.send(SHUTDOWN_MESSAGE);
      else child.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log.error(`${role} processes did not stop in time; killing them`);
      for (const child of started.keys()) child.process.kill('SIGKILL');
      process.exit(1);
    }, CHILD_SHUTDOWN_MS + shutdownDelayMs).unref();
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log.info(`${signal}: stopping ${started.size} ${role} processes`);
      stop(0);
    });
  }
  for (let slot = 0; slot < count; slot++) fork(slot);
  log.info(`${role}: supervising ${count} processes (pid ${process.pid})`);
}
