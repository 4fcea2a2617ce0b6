import { calls } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http';
import { redeemCode } from './service';
import { registerCodeTestHooks } from './test-hooks';

/** Gift codes (domestic) and activation codes (overseas): one call, the same single-use codes. */
export function registerCodeRoutes(app: FastifyInstance): void {
  registerCall(app, calls.exchange, ({ user, body, region, request }) =>
    redeemCode(app.ctx, { userId: user.uuid, code: body.code, ip: request.ip, region }),
  );
  if (app.ctx.config.testHooks) registerCodeTestHooks(app);
}
