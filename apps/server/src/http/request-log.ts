import { calls } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Routes polled or probed many times a minute (load balancers, the task center's status poll): logged only at
 * debug, so the default level stays readable and a polling client costs no log I/O.
 */
export const QUIET_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', calls.getTaskStatus.path]);

/**
 * One line per request, written when the answer is sent (Fastify's own pair of "incoming request" / "request
 * completed" lines is turned off in buildApp). Server errors log at error level, quiet routes at debug.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '';
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : QUIET_ROUTES.has(route) ? 'debug' : 'info';
    const path = request.url.split('?')[0];
    request.log[level]({ status, ms: Math.round(reply.elapsedTime) }, `${request.method} ${path}`);
    done();
  });
}
