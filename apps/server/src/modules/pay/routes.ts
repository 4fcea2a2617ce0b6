import { calls } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { type ModuleRoutes, registerCall } from '../../http';
import { registerNotifyRoutes } from './notify-routes';
import { createPayProviders, type PayModuleOptions } from './providers';
import { startReconciliation } from './reconcile';
import { registerSandboxPages } from './sandbox/pages';
import type { Deliver } from './sandbox/types';
import {
  checkOrder,
  createCardCheckout,
  createDomesticOrder,
  createJsapiOrder,
  type PayContext,
  payStatus,
} from './service';
import { customerPortal, upgradeInfo, upgradePlan } from './upgrade';

/**
 * The pay module: order calls of both regions, the providers' notify endpoints, the sandbox pages outside
 * production, and the reconciliation timer. Options replace the providers' transports (tests).
 */
export function payRoutes(options: PayModuleOptions = {}): ModuleRoutes {
  return async (app: FastifyInstance) => {
    const { config } = app.ctx;
    // The sandbox posts its notifies to this very API, through the same routes a provider's request takes.
    const deliver: Deliver = async ({ url, headers, payload }) => {
      const response = await app.inject({ method: 'POST', url, headers, payload });
      return { statusCode: response.statusCode, body: response.body };
    };
    const deps = { db: app.ctx.db, config, now: () => app.ctx.now(), log: app.log };
    const { gateways, sandboxPayers } = await createPayProviders(
      { ...deps, signingSecret: app.ctx.secrets.signingSecret },
      options,
      deliver,
    );
    const ctx: PayContext = { ...deps, gateways };

    registerCall(app, calls.createOrder, ({ user, region, body, request }) =>
      createDomesticOrder(ctx, { userId: user.uuid, region, body, request }),
    );
    registerCall(app, calls.miniProgramPay, ({ user, region, body, request }) =>
      createJsapiOrder(ctx, { userId: user.uuid, region, body, request }),
    );
    registerCall(app, calls.checkOrder, ({ user, query }) => checkOrder(ctx, user.uuid, query.orderId));
    registerCall(app, calls.getPayStatus, ({ user, query }) => payStatus(ctx, user.uuid, query));
    registerCall(app, calls.stripeCreateCheckout, ({ user, region, body, request }) =>
      createCardCheckout(ctx, { userId: user.uuid, region, body, request }),
    );
    registerCall(app, calls.stripeUpgradeInfo, ({ user, body }) => upgradeInfo(ctx, user.uuid, body));
    registerCall(app, calls.stripeUpgrade, ({ user, body }) => upgradePlan(ctx, user.uuid, body));
    registerCall(app, calls.stripeCustomerPortal, ({ user, request }) => customerPortal(ctx, user.uuid, request));

    registerNotifyRoutes(app, ctx);
    if (!config.isProduction && Object.keys(sandboxPayers).length > 0) {
      registerSandboxPages(app, ctx, sandboxPayers);
    }
    startReconciliation(app, ctx);
  };
}

export const registerPayRoutes: ModuleRoutes = payRoutes();
