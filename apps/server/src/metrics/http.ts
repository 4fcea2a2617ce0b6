import type { FastifyInstance } from 'fastify';
import { httpDuration } from './registry';

/** Requests no route matched (404s of scanners and typos) share one label instead of one per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Times every answer into httpDuration, labelled by the route's pattern. */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
