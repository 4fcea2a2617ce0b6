import type { FastifyInstance } from 'fastify';
import { httpDuration } from './registry';

/** Requests no route matched (404s of scanners and typos) share one label instead of one per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Times every answer into httpDuration, labelled by the route's pattern. */
export function installHttpMetrics(app: FastifyInstance): void {
  // One labelled child per method, route and status, found by a string key (prom-client sorts and joins the labels
  // of every observe otherwise).
  const children = new Map<string, { observe(seconds: number): void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = String(reply.statusCode);
    const key = `${request.method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = httpDuration.labels({ method: request.method, route, status });
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}
