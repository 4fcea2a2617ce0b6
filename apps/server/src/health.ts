import type { FastifyInstance } from 'fastify';
import { pendingMigrations, pingDatabase } from './db';
import { generationRuntime, mediaReadiness } from './modules/generation';

const READY_CHECK_TIMEOUT_MS = 5_000;

type Readiness = { ready: true } | { ready: false; reason: string };

/** Apps shutting down: their readiness answers 503 while in-flight requests finish (main.ts, SIGTERM). */
const draining = new WeakSet<FastifyInstance>();

/** Readiness goes false from now on; liveness stays ok until the process exits. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

async function checkReadiness(app: FastifyInstance): Promise<Readiness> {
  const { db } = app.ctx;
  try {
    await pingDatabase(db);
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: database does not answer');
    return { ready: false, reason: 'database unreachable' };
  }
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) return { ready: false, reason: `pending migrations: ${pending.join(', ')}` };
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: migrations table unreadable');
    return { ready: false, reason: 'migrations not applied' };
  }
  return { ready: true };
}

/**
 * Probes for orchestrators, outside the API envelope on purpose: their HTTP status is what load balancers read.
 * /healthz (liveness): the process answers. /readyz (readiness): the process is not shutting down, the database
 * answers and every migration is applied (503 otherwise);
 * `media` names the engine's missing media tools and the tools off because of them, and makes the status
 * 'degraded' (still 200: the rest of the product works and the tool screens hide what is off).
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (draining.has(app)) return reply.status(503).send({ status: 'draining', reason: 'shutting down' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve({ ready: false, reason: 'database check timed out' }), READY_CHECK_TIMEOUT_MS);
    });
    const [result, media] = await Promise.all([
      Promise.race([checkReadiness(app), timeout]).finally(() => clearTimeout(timer)),
      generationRuntime(app.ctx).health().then(mediaReadiness),
    ]);
    if (result.ready) return { status: media.status === 'ok' ? 'ready' : 'degraded', media };
    return reply.status(503).send({ status: 'unavailable', reason: result.reason });
  });
}
