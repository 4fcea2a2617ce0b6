import type { FastifyInstance } from 'fastify';
import { handleAlipayNotify } from './alipay/notify';
import { NOTIFY_DEADLINE_MS } from './constants';
import { NOTIFY_PATHS } from './providers';
import type { PayContext } from './service';
import { handleStripeWebhook } from './stripe/webhook';
import { handleWechatNotify, type WechatNotifyAnswer } from './wechat/notify';

/**
 * The endpoints providers call. They sit under /api/ but answer in each provider's own protocol (real HTTP
 * statuses, WeChat's JSON, Alipay's plain text), never the app envelope. Signatures cover the exact bytes sent, so
 * bodies are read raw in this scope only; the rest of the API keeps its JSON parser.
 */

const NOTIFY_BODY_LIMIT = 64 * 1024;

/** Answers "try again" when our side is slow; the work finishes anyway and the retry finds it done. */
function withDeadline<T>(work: Promise<T>, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), NOTIFY_DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function registerNotifyRoutes(app: FastifyInstance, ctx: PayContext): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Parser failures (too large, bad encoding) get real statuses too.
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      if (!status || status >= 500) request.log.error({ err: error }, 'payment notify failed');
      return reply.status(status && status < 500 ? status : 500).send({ code: 'FAIL', message: 'not processed' });
    });
    const raw = (body: unknown) => (typeof body === 'string' ? body : '');

    scope.post(NOTIFY_PATHS.wechat, async (request, reply) => {
      const gateway = ctx.gateways.wechat;
      if (!gateway) return reply.status(404).send({ code: 'FAIL', message: 'WeChat Pay is not configured' });
      const work = handleWechatNotify(ctx, gateway.notifyKeys, gateway.sandbox, {
        headers: request.headers,
        body: raw(request.body),
      }).catch((error: unknown): WechatNotifyAnswer => {
        request.log.error({ err: error }, 'WeChat Pay notify failed');
        return { status: 500, body: { code: 'FAIL', message: 'internal error' } };
      });
      const answer = await withDeadline(work, { status: 503, body: { code: 'FAIL', message: 'busy, retry' } });
      return reply.status(answer.status).send(answer.body);
    });

    scope.post(NOTIFY_PATHS.alipay, async (request, reply) => {
      const gateway = ctx.gateways.alipay;
      if (!gateway) return reply.status(404).type('text/plain').send('failure');
      const fields = Object.fromEntries(new URLSearchParams(raw(request.body)));
      try {
        const answer = await handleAlipayNotify(ctx, gateway, fields);
        return reply.status(answer.status).type('text/plain').send(answer.body);
      } catch (error) {
        request.log.error({ err: error }, 'Alipay notify failed');
        return reply.status(500).type('text/plain').send('failure');
      }
    });

    scope.post(NOTIFY_PATHS.stripe, async (request, reply) => {
      const gateway = ctx.gateways.card;
      if (!gateway) return reply.status(404).send({ received: false, error: 'card payments are not configured' });
      const signature = request.headers['stripe-signature'];
      try {
        const answer = await handleStripeWebhook(ctx, gateway, {
          rawBody: raw(request.body),
          signature: Array.isArray(signature) ? signature[0] : signature,
        });
        return reply.status(answer.status).send(answer.body);
      } catch (error) {
        request.log.error({ err: error }, 'Stripe webhook failed');
        return reply.status(500).send({ received: false, error: 'internal error' });
      }
    });
  });
}
