import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { servesFeature } from '../../region';
import { DEFAULT_REDIRECT } from './constants';
import { acceptFormBodies, escapeHtml, formField, pageText, safeRedirectPath, sendPage } from './html';
import { completeQrScan } from './qr-logins';
import { findQrLogin } from './repo';
import { fallbackNickname, signInWithIdentity } from './service';
import { startSession } from './sessions';
import { SandboxWechatProvider } from './wechat';

/**
 * Stand-ins for WeChat and Google on development and test servers (registerAuthRoutes never calls this in
 * production, and config refuses the sandbox providers there). Each page says plainly what it is.
 */

const OPENID_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
// A plausible address, and short enough for a column and a nickname source.
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{1,63}$/;

function notice(key: string, lng: Parameters<typeof pageText>[1]) {
  return `<p class="notice" role="note">${pageText(key, lng)}</p>`;
}

export function registerSandboxRoutes(app: FastifyInstance): void {
  const { db, config } = app.ctx;
  const { wechat } = app.ctx.auth;

  app.register(async (scope) => {
    acceptFormBodies(scope);

    if (wechat instanceof SandboxWechatProvider) registerWechatSandbox(scope, wechat);

    // Development sign-in in place of Google, only while no Google credentials are configured.
    if (!app.ctx.auth.oidc && servesFeature(config.regions, 'googleLogin')) {
      const form = (lng: Parameters<typeof pageText>[1], redirect: string, error?: string) =>
        `${notice('googleDev.notice', lng)}
${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/sandbox/google">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<label>${pageText('googleDev.emailLabel', lng)} <input name="email" type="email" required maxlength="254" data-testid="dev-signin-email"></label>
<label>${pageText('googleDev.nameLabel', lng)} <input name="name" maxlength="64" data-testid="dev-signin-name"></label>
<button type="submit" data-testid="dev-signin-submit">${pageText('googleDev.submit', lng)}</button>
</form>`;

      scope.get('/sandbox/google', async (request, reply) => {
        const redirect = safeRedirectPath((request.query as Record<string, unknown>).redirect, DEFAULT_REDIRECT);
        return sendPage(request, reply, 200, 'googleDev.title', (lng) => form(lng, redirect));
      });

      scope.post('/sandbox/google', async (request, reply) => {
        const redirect = safeRedirectPath(formField(request.body, 'redirect'), DEFAULT_REDIRECT);
        const email = formField(request.body, 'email').toLowerCase();
        if (!EMAIL_SHAPE.test(email)) {
          return sendPage(request, reply, 400, 'googleDev.title', (lng) =>
            form(lng, redirect, pageText('googleDev.emailInvalid', lng)),
          );
        }
        const now = app.ctx.now();
        const name = formField(request.body, 'name').slice(0, 64) || null;
        const user = await signInWithIdentity(
          db,
          { provider: 'google-dev', subject: email, email, name, now },
          fallbackNickname(request),
        );
        await startSession(db, { request, reply, config, now }, user.uuid);
        return reply.redirect(redirect);
      });
    }
  });
}

function registerWechatSandbox(scope: FastifyInstance, wechat: SandboxWechatProvider): void {
  const { db } = scope.ctx;

  // The QR code's content: a page where a person (or a test) plays the WeChat user who scanned it.
  scope.get('/sandbox/wechat-qr/:uuid', async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    const row = await findQrLogin(db, uuid);
    const message = (status: number, key: string) =>
      sendPage(
        request,
        reply,
        status,
        'wechatSandbox.title',
        (lng) => `${notice('wechatSandbox.notice', lng)}<p>${pageText(key, lng)}</p>`,
      );
    if (!row) return message(404, 'wechatSandbox.notFound');
    if (row.status !== 'pending') return message(410, 'wechatSandbox.used');
    if (row.expires_at.getTime() <= scope.ctx.now().getTime()) return message(410, 'wechatSandbox.expired');
    const action = `/sandbox/wechat-qr/${encodeURIComponent(uuid)}`;
    return sendPage(
      request,
      reply,
      200,
      'wechatSandbox.title',
      (lng) => `${notice('wechatSandbox.notice', lng)}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="user" value="new">
<label>${pageText('wechatSandbox.nicknameLabel', lng)} <input name="nickname" maxlength="32" data-testid="wechat-sandbox-nickname"></label>
<button type="submit" data-testid="wechat-sandbox-new">${pageText('wechatSandbox.newUser', lng)}</button>
</form>
<form method="post" action="${escapeHtml(action)}">
<label>${pageText('wechatSandbox.openidLabel', lng)} <input name="user" required pattern="[A-Za-z0-9_\\-]{1,64}" data-testid="wechat-sandbox-openid"></label>
<button type="submit" data-testid="wechat-sandbox-existing">${pageText('wechatSandbox.existingUser', lng)}</button>
</form>`,
    );
  });

  // Form field `user`: 'new' for a fresh WeChat person, else the openid of an earlier sandbox person.
  scope.post('/sandbox/wechat-qr/:uuid', async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    const user = formField(request.body, 'user');
    const page = (status: number, key: string, values: Record<string, string> = {}) =>
      sendPage(
        request,
        reply,
        status,
        'wechatSandbox.title',
        (lng) => `<p data-status="${status}">${pageText(key, lng, values)}</p>`,
      );
    if (user !== 'new' && !OPENID_SHAPE.test(user)) return page(400, 'wechatSandbox.notFound');
    const openid = user === 'new' ? wechat.newOpenid() : user;
    const profile = await wechat.profileFromQrCode(wechat.issueCode(openid, formField(request.body, 'nickname')));
    const result = await completeQrScan(db, {
      uuid,
      profile,
      now: scope.ctx.now(),
      fallbackNickname: fallbackNickname(request),
    });
    if (!result.ok) {
      return page(
        result.reason === 'not_found' ? 404 : 410,
        `wechatSandbox.${result.reason === 'not_found' ? 'notFound' : result.reason}`,
      );
    }
    return sendPage(
      request,
      reply,
      200,
      'wechatSandbox.title',
      (lng) =>
        `<p>${pageText('wechatSandbox.confirmed', lng, { openid })}</p><p><code data-testid="wechat-sandbox-openid-result">${escapeHtml(openid)}</code></p>`,
    );
  });

  // Stand-in for WeChat's H5 authorisation page (open.weixin.qq.com/connect/oauth2/authorize): returns to
  // redirect_uri with a sandbox code that bindPlatform redeems.
  const returnTarget = (raw: string, request: FastifyRequest): string | undefined => {
    if (raw.startsWith('/')) return safeRedirectPath(raw, '') || undefined;
    try {
      const url = new URL(raw);
      const allowed = new Set(['localhost', '127.0.0.1', new URL(scope.ctx.config.publicUrl).hostname]);
      const host = request.headers.host?.split(':')[0];
      if (host) allowed.add(host);
      return /^https?:$/.test(url.protocol) && allowed.has(url.hostname) ? url.toString() : undefined;
    } catch {
      return undefined;
    }
  };
  const oauthPage = (request: FastifyRequest, reply: FastifyReply, redirectUri: string, state: string) =>
    sendPage(
      request,
      reply,
      200,
      'wechatOauth.title',
      (lng) => `${notice('wechatOauth.notice', lng)}
<form method="post" action="/sandbox/wechat-oauth">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label>${pageText('wechatSandbox.openidLabel', lng)} <input name="user" pattern="[A-Za-z0-9_\\-]{1,64}" data-testid="wechat-oauth-openid"></label>
<button type="submit" data-testid="wechat-oauth-confirm">${pageText('wechatOauth.confirm', lng)}</button>
</form>`,
    );

  scope.get('/sandbox/wechat-oauth', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const redirectUri = typeof query.redirect_uri === 'string' ? query.redirect_uri : '';
    const state = typeof query.state === 'string' ? query.state.slice(0, 128) : '';
    if (!returnTarget(redirectUri, request)) {
      return sendPage(
        request,
        reply,
        400,
        'wechatOauth.title',
        (lng) => `<p>${pageText('wechatOauth.badRedirect', lng)}</p>`,
      );
    }
    return oauthPage(request, reply, redirectUri, state);
  });

  scope.post('/sandbox/wechat-oauth', async (request, reply) => {
    const target = returnTarget(formField(request.body, 'redirect_uri'), request);
    if (!target) {
      return sendPage(
        request,
        reply,
        400,
        'wechatOauth.title',
        (lng) => `<p>${pageText('wechatOauth.badRedirect', lng)}</p>`,
      );
    }
    const user = formField(request.body, 'user');
    const openid = OPENID_SHAPE.test(user) ? user : wechat.newOpenid();
    const url = new URL(target, 'http://relative.invalid');
    url.searchParams.set('code', wechat.issueCode(openid, ''));
    url.searchParams.set('state', formField(request.body, 'state').slice(0, 128));
    return reply.redirect(target.startsWith('/') ? `${url.pathname}${url.search}` : url.toString());
  });
}
