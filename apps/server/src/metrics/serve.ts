import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** Where a role's metrics are read: METRICS_HOST (loopback by default) and METRICS_PORT. */
export interface MetricsAddress {
  host: string;
  port: number;
}

export interface MetricsSource {
  contentType: string;
  read(): Promise<string>;
}

/** One process's registries (a single process, or `--role all`). */
export function localMetrics(registries: readonly Registry[]): MetricsSource {
  const [first] = registries;
  return {
    contentType: first?.contentType ?? 'text/plain; version=0.0.4; charset=utf-8',
    read: async () => (await Promise.all(registries.map((r) => r.metrics()))).join(''),
  };
}

/**
 * The primary of several processes: asks every child for its metrics over the cluster channel and adds them up
 * (gauges read from the database are reported once: their aggregator is 'max').
 */
export function clusterMetrics(): MetricsSource {
  const registry = new AggregatorRegistry();
  return { contentType: registry.contentType, read: () => registry.clusterMetrics() };
}

/** A child of a cluster: answers its primary's requests with these registries. */
export function reportToPrimary(registries: Registry[]): void {
  if (!cluster.isWorker) return;
  new AggregatorRegistry(); // installs the child's listener
  AggregatorRegistry.setRegistries(registries);
}

/**
 * Serves GET /metrics on its own port, never the API's: the public cannot reach it when it listens on loopback
 * (the default) or on an address only the monitoring network routes to.
 */
export async function serveMetrics(
  address: MetricsAddress,
  source: MetricsSource,
  log: { error(obj: object, msg: string): void },
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    source.read().then(
      (text) => res.writeHead(200, { 'content-type': source.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
