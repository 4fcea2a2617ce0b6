import { calls, ErrorCode } from '@framewise/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, registerCall } from '../../http';
import { QR_BROWSER_COOKIE, QR_BROWSER_COOKIE_PATH } from './constants';
import { registerPassportRoutes } from './passport';
import { createQrLogin, newBrowserKey, pollQrLogin } from './qr-logins';
import { registerSandboxRoutes } from './sandbox';
import {
  AUTH_ERRORS,
  assertRegionServed,
  bindWechatMp,
  fallbackNickname,
  type LoginContext,
  loginByPhone,
  mobileWechatLogin,
  sendLoginCode,
  wechatJsConfig,
} from './service';
import { clearSessionCookie, readSessionToken, revokeSession, startSession } from './sessions';
import { issueWechatState, isWechatStateOf } from './wechat-state';

const BROWSER_KEY_SHAPE = /^[A-Za-z0-9_-]{22}$/;

function browserKeyOf(request: FastifyRequest): string | undefined {
  const key = request.cookies?.[QR_BROWSER_COOKIE];
  return key && BROWSER_KEY_SHAPE.test(key) ? key : undefined;
}

/** Login, logout, QR login, mobile WeChat; plus the Google passport routes and, outside production, the sandboxes. */
export function registerAuthRoutes(app: FastifyInstance): void {
  const { db, config } = app.ctx;
  const loginContext = (request: FastifyRequest, reply: FastifyReply): LoginContext => ({
    db,
    config,
    auth: app.ctx.auth,
    sessionSecret: app.ctx.secrets.sessionSecret,
    now: app.ctx.now(),
    request,
    reply,
  });

  // The key that ties a QR login (and its bind-phone step) to this browser.
  const setBrowserKeyCookie = (reply: FastifyReply, browserKey: string) =>
    reply.setCookie(QR_BROWSER_COOKIE, browserKey, {
      path: QR_BROWSER_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: 24 * 60 * 60,
    });

  registerCall(app, calls.sendSmsCode, async ({ body, region, request, reply }) => {
    assertRegionServed(config, region);
    await sendLoginCode(loginContext(request, reply), body, browserKeyOf(request));
    return null;
  });

  registerCall(app, calls.loginByPhone, async ({ body, region, request, reply }) => {
    assertRegionServed(config, region);
    const token = await loginByPhone(
      loginContext(request, reply),
      body,
      browserKeyOf(request),
      fallbackNickname(request),
    );
    return { token };
  });

  registerCall(app, calls.logout, async ({ request, reply }) => {
    const token = readSessionToken(request);
    if (token) await revokeSession(db, token, app.ctx.now());
    clearSessionCookie(reply, config);
    return null;
  });

  registerCall(app, calls.getQrCode, async ({ body, region, request, reply }) => {
    assertRegionServed(config, region);
    const browserKey = browserKeyOf(request) ?? newBrowserKey();
    const created = await createQrLogin(db, { uuid: body.uuid, browserKey, ip: request.ip, now: app.ctx.now() });
    if (created === 'taken') throw new AppError(ErrorCode.CONFLICT, AUTH_ERRORS.qr.taken);
    if (created === 'rateLimited') throw new AppError(ErrorCode.RATE_LIMITED, AUTH_ERRORS.qr.rateLimited);
    setBrowserKeyCookie(reply, browserKey);
    return { url: app.ctx.auth.wechat.qrLoginUrl(body.uuid) };
  });

  registerCall(app, calls.getQrLoginStatus, async ({ query, region, request, reply }) => {
    assertRegionServed(config, region);
    const now = app.ctx.now();
    return db.transaction().execute(async (trx) => {
      const poll = await pollQrLogin(trx, { uuid: query.uuid, browserKey: browserKeyOf(request), now });
      if (poll.status === 'not_found') throw new AppError(ErrorCode.NOT_FOUND, AUTH_ERRORS.qr.notFound);
      if (poll.status !== 'logged_in') return { status: poll.status };
      return { status: poll.status, token: await startSession(trx, { request, reply, config, now }, poll.userUuid) };
    });
  });

  // The state of a WeChat H5 authorisation is bound to this browser's key cookie; bindPlatform checks it.
  registerCall(app, calls.wechatAuthState, async ({ region, request, reply }) => {
    assertRegionServed(config, region);
    const browserKey = browserKeyOf(request) ?? newBrowserKey();
    setBrowserKeyCookie(reply, browserKey);
    return { state: issueWechatState(app.ctx.secrets.sessionSecret, browserKey, app.ctx.now()) };
  });

  registerCall(app, calls.bindPlatform, async ({ body, region, user, request, reply }) => {
    assertRegionServed(config, region);
    if (!isWechatStateOf(app.ctx.secrets.sessionSecret, browserKeyOf(request), body.state, app.ctx.now())) {
      throw new AppError(ErrorCode.BAD_REQUEST, AUTH_ERRORS.wechat.stateMismatch);
    }
    if (user) return bindWechatMp({ db, auth: app.ctx.auth, now: app.ctx.now() }, user.uuid, body.code);
    const browserKey = browserKeyOf(request) ?? newBrowserKey();
    const login = await mobileWechatLogin(
      loginContext(request, reply),
      body.code,
      browserKey,
      fallbackNickname(request),
    );
    if (login.status === 'need_phone') setBrowserKeyCookie(reply, browserKey);
    return login;
  });

  registerCall(app, calls.getWechatTicket, async ({ query, region, request }) => {
    assertRegionServed(config, region);
    return wechatJsConfig({ auth: app.ctx.auth, now: app.ctx.now() }, query.url ?? request.headers.referer);
  });

  registerPassportRoutes(app);
  if (!config.isProduction) registerSandboxRoutes(app);
}
