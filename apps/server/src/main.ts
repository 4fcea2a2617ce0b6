import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { CliError, type CliOptions, parseCli } from './cli';
import { type Config, ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { type DatabaseTarget, databaseTarget, openDatabase } from './db/open';
import type { Db } from './db/schema';
import { createLogger } from './logger';

/**
 * `--role worker` exits with this code: the generation worker arrives with a later issue, and a worker process
 * that silently does nothing would look healthy to a supervisor while no job ever runs.
 */
const EXIT_ROLE_UNAVAILABLE = 2;
const SHUTDOWN_TIMEOUT_MS = 10_000;

function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `PGlite in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.host}${url.pathname}`; // never the credentials
}

function readOptions(): { cli: CliOptions; config: Config } {
  try {
    return { cli: parseCli(process.argv.slice(2)), config: loadConfig() };
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function handleSignals(app: FastifyInstance, db: Db): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown, exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close(); // stops accepting, finishes in-flight requests
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const { cli, config } = readOptions();
  if (cli.role === 'worker') {
    console.error('The generation worker is not available yet: this build has no worker jobs. Use --role api or all.');
    process.exit(EXIT_ROLE_UNAVAILABLE);
  }
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
  if (cli.migrateOnly) {
    await db.destroy();
    return;
  }

  const app = await buildApp({ config, db, logger });
  handleSignals(app, db);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (cli.role === 'all') logger.info('generation worker not available yet: serving the API only');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.info(`API listening on http://${host}:${port} (public URL ${config.publicUrl})`);
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
