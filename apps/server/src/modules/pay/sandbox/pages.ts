import type { Language } from '@framewise/i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderProvider } from '../../../db';
import { requestLanguage } from '../../../http';
import { acceptFormBodies, escapeHtml, formField, renderPage } from '../../auth';
import { ORDER_STATUS } from '../constants';
import { cardOrdersOf, type OrderRow, orderById, packageNameOf } from '../repo';
import { withParams } from '../return-url';
import type { PayContext } from '../service';
import { itemText, payText } from '../texts';
import { registerSandboxJsSdk } from './js-sdk';
import { readPortalToken } from './portal-token';
import type { SandboxPayer } from './types';

/**
 * The sandbox's payment page (the QR code's and the checkout's URL) and billing page, served outside production
 * only. "Pay" and "fail" settle the trade at the sandbox provider, which announces a payment with a correctly
 * signed notify through the production endpoint; the page then links back to the app's result page.
 */

const STATUS_KEY = { 0: 'pending', 1: 'paid', 2: 'closed', 3: 'failed' } as const;
const LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en-US', ja: 'ja-JP' };

function money(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency }).format(cents / 100);
}

const t = (key: string, language: Language, values?: Record<string, string | number>) =>
  escapeHtml(payText(key, language, values));

function send(reply: FastifyReply, status: number, language: Language, title: string, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage(language, title, body));
}

export function registerSandboxPages(
  app: FastifyInstance,
  ctx: PayContext,
  payers: Partial<Record<OrderProvider, SandboxPayer>>,
): void {
  const returnLink = (order: OrderRow) =>
    withParams(order.return_url ?? ctx.config.pay.returnUrl, {
      orderId: order.id,
      ...(order.provider === 'stripe' && order.provider_ref ? { session_id: order.provider_ref } : {}),
    });

  const orderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    order: OrderRow,
    options: { status?: number; message?: string } = {},
  ) => {
    const language = requestLanguage(request);
    const now = ctx.now();
    const payable =
      order.expires_at.getTime() > now.getTime() &&
      (order.status === ORDER_STATUS.PENDING || order.status === ORDER_STATUS.FAILED);
    const action = escapeHtml(`/sandbox/pay/${encodeURIComponent(order.id)}`);
    const item = itemText(order, await packageNameOf(ctx.db, order.package_id), language);
    const buttons = payable
      ? `<form method="post" action="${action}"><input type="hidden" name="result" value="paid"><button type="submit" data-testid="sandbox-pay-confirm">${t('pay', language)}</button></form>
${order.status === ORDER_STATUS.PENDING ? `<form method="post" action="${action}"><input type="hidden" name="result" value="failed"><button type="submit" data-testid="sandbox-pay-fail">${t('fail', language)}</button></form>` : ''}`
      : '';
    const back =
      order.status !== ORDER_STATUS.PENDING
        ? `<p><a href="${escapeHtml(returnLink(order))}" data-testid="sandbox-pay-back">${t('back', language)}</a></p>`
        : '';
    const body = `<p class="notice" role="note">${t('notice', language)}</p>
${options.message ? `<p role="status" data-testid="sandbox-pay-message">${escapeHtml(options.message)}</p>` : ''}
<dl>
<dt>${t('orderId', language)}</dt><dd data-testid="sandbox-pay-order">${escapeHtml(order.id)}</dd>
<dt>${t('item', language)}</dt><dd data-testid="sandbox-pay-item">${escapeHtml(item)}</dd>
<dt>${t('amount', language)}</dt><dd data-testid="sandbox-pay-amount">${escapeHtml(money(order.amount, order.currency, language))}</dd>
<dt>${t('currency', language)}</dt><dd>${escapeHtml(order.currency)}</dd>
<dt>${t('status', language)}</dt><dd data-testid="sandbox-pay-status" data-status="${order.status}">${t(`statuses.${STATUS_KEY[order.status]}`, language)}</dd>
</dl>
${payable ? buttons : order.status === ORDER_STATUS.PENDING ? `<p>${t('notPending', language)}</p>` : ''}
${back}`;
    return send(reply, options.status ?? 200, language, t('title', language), body);
  };

  const message = (request: FastifyRequest, reply: FastifyReply, status: number, key: string) => {
    const language = requestLanguage(request);
    return send(reply, status, language, t('title', language), `<p role="alert">${t(key, language)}</p>`);
  };

  /** A sandbox order of a provider the sandbox stands in for; real orders are not the sandbox's to pay. */
  const sandboxOrder = async (id: string) => {
    const order = await orderById(ctx.db, id);
    return order?.sandbox && payers[order.provider] ? order : undefined;
  };

  if (payers.wechat) registerSandboxJsSdk(app, ctx, payers.wechat);

  app.register(async (scope) => {
    acceptFormBodies(scope);

    scope.get('/sandbox/pay/:orderId', async (request, reply) => {
      const order = await sandboxOrder((request.params as { orderId: string }).orderId);
      if (!order) return message(request, reply, 404, 'notFound');
      return orderPage(request, reply, order);
    });

    scope.post('/sandbox/pay/:orderId', async (request, reply) => {
      const order = await sandboxOrder((request.params as { orderId: string }).orderId);
      if (!order) return message(request, reply, 404, 'notFound');
      const result = formField(request.body, 'result');
      if (result !== 'paid' && result !== 'failed') return orderPage(request, reply, order, { status: 400 });
      const language = requestLanguage(request);
      const pendingOrFailed = order.status === ORDER_STATUS.PENDING || order.status === ORDER_STATUS.FAILED;
      const payable = pendingOrFailed && order.expires_at.getTime() > ctx.now().getTime();
      if (!payable || (result === 'failed' && order.status !== ORDER_STATUS.PENDING)) {
        return orderPage(request, reply, order, { status: 409, message: payText('notPending', language) });
      }
      const settled = await (payers[order.provider] as SandboxPayer).pay(order, result);
      const fresh = (await orderById(ctx.db, order.id)) ?? order;
      if (!settled) {
        return orderPage(request, reply, fresh, {
          status: result === 'paid' ? 502 : 409,
          message: payText(result === 'paid' ? 'notifyRefused' : 'notPending', language),
        });
      }
      return orderPage(request, reply, fresh, { message: payText(result, language) });
    });

    scope.get('/sandbox/pay/portal', async (request, reply) => {
      const language = requestLanguage(request);
      const claims = readPortalToken(
        app.ctx.secrets.signingSecret,
        String((request.query as { token?: unknown }).token ?? ''),
        ctx.now(),
      );
      if (!claims) return message(request, reply, 403, 'portalExpired');
      const orders = await cardOrdersOf(ctx.db, claims.userUuid);
      const rows: string[] = [];
      for (const order of orders) {
        const item = itemText(order, await packageNameOf(ctx.db, order.package_id), language);
        rows.push(
          `<tr data-testid="sandbox-portal-order"><td>${escapeHtml(order.created_at.toISOString().slice(0, 16).replace('T', ' '))}</td><td>${escapeHtml(item)}</td><td>${escapeHtml(money(order.amount, order.currency, language))}</td><td>${t(`statuses.${STATUS_KEY[order.status]}`, language)}</td></tr>`,
        );
      }
      const table = rows.length
        ? `<table><thead><tr><th>${t('date', language)}</th><th>${t('item', language)}</th><th>${t('amount', language)}</th><th>${t('status', language)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
        : `<p>${t('portalEmpty', language)}</p>`;
      const body = `<p class="notice" role="note">${t('portalNotice', language)}</p>
${table}
<p><a href="${escapeHtml(claims.returnUrl)}" data-testid="sandbox-portal-back">${t('back', language)}</a></p>`;
      return send(reply, 200, language, t('portalTitle', language), body);
    });
  });
}
