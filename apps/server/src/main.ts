import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { CliError, type CliOptions, parseCli } from './cli';
import { type Config, ConfigError, loadConfig, localProviderProblems } from './config';
import type { Db } from './db';
import { type DatabaseTarget, databaseTarget, migrate, openDatabase, shareTaskWakeups, type TaskWakeups } from './db';
import { startDraining } from './health';
import { createLogger } from './logger';
import {
  addDatabaseGauges,
  clusterMetrics,
  localMetrics,
  processMetrics,
  reportToPrimary,
  serveMetrics,
} from './metrics';
import { type ExampleSeeding, startExampleSeeding } from './modules/examples';
import { closeGenerationRuntime, type GenerationRuntime, generationRuntime, logMediaTools } from './modules/generation';
import { SHUTDOWN_MESSAGE, superviseProcesses } from './processes';
import { createWorker, type GenerationWorker, workerContext } from './worker';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `PGlite in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.host}${url.pathname}`; // never the credentials
}

function readOptions(): { cli: CliOptions; config: Config } {
  try {
    const config = loadConfig();
    const unsafe = localProviderProblems(config);
    if (unsafe.length > 0) throw new ConfigError(unsafe);
    return { cli: parseCli(process.argv.slice(2)), config };
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What runs in this process: the API (roles all, api), the worker (roles all, worker). */
interface Running {
  app?: FastifyInstance;
  worker?: GenerationWorker;
  /** Seeding of the example works, started after listening (roles all, api). */
  seeding?: ExampleSeeding;
  /** Releases the worker's engine when there is no app to do it (role worker). */
  closeRuntime?: () => Promise<void>;
  /** Task wake-ups shared with the other processes on the same PostgreSQL. */
  wakeups?: TaskWakeups;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function handleSignals(running: Running, db: Db, log: FastifyInstance['log'], shutdownDelayMs: number): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals, fromPrimary = false) => {
    if (closing && fromPrimary) return; // the terminal's SIGINT got here first
    if (closing) {
      log.warn({ signal }, 'second signal during shutdown, exiting now');
      process.exit(1);
    }
    closing = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + shutdownDelayMs).unref();
    try {
      // Readiness answers 503 first, so load balancers stop sending new requests while this process still takes
      // them for SHUTDOWN_DELAY_MS; meanwhile running tasks go back to the queue, where another worker takes them.
      if (running.app) startDraining(running.app);
      await Promise.all([running.worker?.stop(), running.app ? pause(shutdownDelayMs) : undefined]);
      await running.seeding?.stop();
      await running.app?.close(); // stops accepting, finishes in-flight requests
      await running.closeRuntime?.();
      await running.wakeups?.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // A child of --role api|worker with several processes: its primary asks it to stop (processes.ts).
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE) void shutdown('SIGTERM', true);
  });
}

/** How many processes this role runs: several only for --role api / worker (API_PROCESSES, WORKER_PROCESSES). */
function processCount(cli: CliOptions, config: Config): number {
  if (cli.migrateOnly) return 1;
  if (cli.role === 'api') return config.processes.api;
  if (cli.role === 'worker') return config.processes.worker;
  return 1;
}

/** Wake-ups across processes need a database they share: PostgreSQL (PGlite is one process's). */
function shareWakeups(target: DatabaseTarget, runtime: GenerationRuntime, log: FastifyInstance['log']) {
  return target.kind === 'postgres' ? shareTaskWakeups(target.url, runtime.signal, log) : Promise.resolve(undefined);
}

async function main(): Promise<void> {
  const { cli, config } = readOptions();
  const logger = createLogger(config);
  const target = databaseTarget(config);
  logger.info(`opening ${describeTarget(target)}`);
  const db = await openDatabase(target, {
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });

  try {
    const { applied, unknown } = await migrate(db);
    logger.info(applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : 'database schema up to date');
    if (unknown.length > 0) {
      logger.warn(`database has migrations this build does not know (${unknown.join(', ')}); is the build outdated?`);
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const processes = processCount(cli, config);
  if (cli.migrateOnly || (processes > 1 && cluster.isPrimary)) {
    await db.destroy();
    // Migrated once here, before any child starts (theirs then find nothing to do).
    if (!cli.migrateOnly) {
      superviseProcesses(processes, cli.role, logger, config.shutdownDelayMs);
      // The primary answers scrapes with its children's metrics added up.
      if (config.metrics) await serveMetrics(config.metrics, clusterMetrics(), logger);
    }
    return;
  }
  if (cli.role !== 'worker') addDatabaseGauges(processMetrics, db);
  if (processes > 1) reportToPrimary([processMetrics]);
  else if (config.metrics) await serveMetrics(config.metrics, localMetrics([processMetrics]), logger);

  if (cli.role === 'worker') {
    const ctx = await workerContext(config, db, logger);
    const worker = createWorker(ctx, logger);
    const wakeups = await shareWakeups(target, generationRuntime(ctx), logger);
    handleSignals(
      { worker, closeRuntime: () => closeGenerationRuntime(ctx), ...(wakeups ? { wakeups } : {}) },
      db,
      logger,
      config.shutdownDelayMs,
    );
    await logMediaTools(generationRuntime(ctx), logger);
    worker.start();
    console.info(`Generation worker running (${worker.slots().length} slots, engine ${config.engine})`);
    return;
  }

  const app = await buildApp({ config, db, logger });
  const worker = cli.role === 'all' ? createWorker(app.ctx, logger) : undefined;
  const wakeups = await shareWakeups(target, generationRuntime(app.ctx), logger);
  const running: Running = { app, ...(worker ? { worker } : {}), ...(wakeups ? { wakeups } : {}) };
  handleSignals(running, db, logger, config.shutdownDelayMs);
  await logMediaTools(generationRuntime(app.ctx), logger);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (worker && worker.slots().length > 0) worker.start();
  else logger.info('no generation worker in this process: tasks wait for a --role worker process');
  if (config.seedExamples) running.seeding = startExampleSeeding(app.ctx, logger);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.info(`API listening on http://${host}:${port} (public URL ${config.publicUrl})`);
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
