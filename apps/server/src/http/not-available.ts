import { type CallContract, calls, ErrorCode } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Registers every contract call that no module serves yet, answering `{code: 501, data: null, msg}` whatever the
 * input, so the whole API surface exists from day one. Runs after the modules; the registry is
 * read at runtime, so calls added to contracts later show up here without a server change. Returns their names.
 */
export function registerNotAvailableCalls(
  app: FastifyInstance,
  registry: Readonly<Record<string, CallContract>> = calls,
): string[] {
  const registered: string[] = [];
  for (const [name, contract] of Object.entries(registry)) {
    if (app.hasRoute({ method: contract.method, url: contract.path })) continue;
    const answer = { code: ErrorCode.NOT_AVAILABLE, data: null, msg: `Not available yet: ${contract.summary}` };
    app.route({ method: contract.method, url: contract.path, handler: async () => answer });
    registered.push(name);
  }
  return registered;
}
