import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from '../constants';
import { orderById, orderByProviderRef } from '../repo';
import type { PayContext } from '../service';
import type { SandboxPayer } from './types';

/**
 * The sandbox's stand-in for WeChat's in-app browser: a JS-SDK (window.wx) served at /sandbox/wechat/jweixin.js in
 * place of res.wx.qq.com, so local runs and the e2e suite pay by JSAPI and share the way they do inside WeChat.
 * wx.config checks the fields the server signed; chooseWXPay shows WeChat's pay sheet, whose "pay" settles the
 * JSAPI order named by its prepay id through the same signed notify as every other sandbox payment; a share
 * button stands in for WeChat's "send to chat" menu.
 */

export const SANDBOX_JS_SDK_PATH = '/sandbox/wechat/jweixin.js';
const JSAPI_PAY_PATH = '/sandbox/pay/jsapi';

// Plain ES5 so any WebView runs it; the texts are the sandbox's own (like the sandbox pages, not part of the app).
const SCRIPT = `(function () {
  var readyFns = [], errorFns = [], state = 'new', share = null;
  function sheet(html) {
    var box = document.createElement('div');
    box.setAttribute('style', 'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;background:#fff;color:#111;padding:16px;border-top:1px solid #ccc;font:16px sans-serif;box-shadow:0 -4px 16px rgba(0,0,0,.2)');
    box.innerHTML = html;
    document.body.appendChild(box);
    return box;
  }
  window.wx = {
    config: function (c) {
      setTimeout(function () {
        var ok = c && c.appId && c.signature && c.nonceStr && c.timestamp;
        state = ok ? 'ready' : 'error';
        (ok ? readyFns : errorFns).forEach(function (f) { f(ok ? undefined : { errMsg: 'config:invalid signature' }); });
      }, 0);
    },
    ready: function (f) { if (state === 'ready') f(); else readyFns.push(f); },
    error: function (f) { if (state === 'error') f({ errMsg: 'config:invalid signature' }); else errorFns.push(f); },
    chooseWXPay: function (o) {
      var box = sheet('<p>WeChat Pay (sandbox)</p><button type="button" data-testid="sandbox-jsapi-pay">Pay</button> <button type="button" data-testid="sandbox-jsapi-cancel">Cancel</button>');
      box.querySelector('[data-testid=sandbox-jsapi-cancel]').onclick = function () {
        box.remove(); if (o.cancel) o.cancel({ errMsg: 'chooseWXPay:cancel' });
      };
      box.querySelector('[data-testid=sandbox-jsapi-pay]').onclick = function () {
        box.remove();
        fetch('${JSAPI_PAY_PATH}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ package: o.package }) })
          .then(function (r) { return r.json(); })
          .then(function (a) { if (a.paid) { if (o.success) o.success({ errMsg: 'chooseWXPay:ok' }); } else if (o.fail) o.fail({ errMsg: 'chooseWXPay:fail' }); })
          .catch(function () { if (o.fail) o.fail({ errMsg: 'chooseWXPay:fail' }); });
      };
    },
    onMenuShareAppMessage: function (o) {
      share = o;
      if (document.querySelector('[data-testid=sandbox-wechat-share]')) return;
      var box = sheet('<button type="button" data-testid="sandbox-wechat-share">Send to chat (sandbox)</button>');
      box.querySelector('button').onclick = function () { box.remove(); if (share && share.success) share.success({ errMsg: 'shareAppMessage:ok' }); };
    }
  };
})();
`;

export function registerSandboxJsSdk(app: FastifyInstance, ctx: PayContext, wechat: SandboxPayer): void {
  app.get(SANDBOX_JS_SDK_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('application/javascript; charset=utf-8').send(SCRIPT),
  );

  // The pay sheet's "pay": the JSAPI order whose prepay id the page was given; answers whether it is now paid.
  app.post(JSAPI_PAY_PATH, async (request, reply) => {
    const pkg = (request.body as { package?: unknown } | undefined)?.package;
    const prepayId = typeof pkg === 'string' ? pkg.replace(/^prepay_id=/, '') : '';
    const order = prepayId ? await orderByProviderRef(ctx.db, 'wechat', prepayId) : undefined;
    if (!order?.sandbox || order.pay_scene !== 'jsapi') return reply.status(404).send({ paid: false });
    const payable =
      (order.status === ORDER_STATUS.PENDING || order.status === ORDER_STATUS.FAILED) &&
      order.expires_at.getTime() > ctx.now().getTime();
    if (!payable) return reply.status(409).send({ paid: false });
    await wechat.pay(order, 'paid');
    const fresh = await orderById(ctx.db, order.id);
    return { paid: fresh?.status === ORDER_STATUS.PAID };
  });
}
