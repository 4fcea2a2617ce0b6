import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { servesFeature } from '../../region';
import { DEFAULT_REDIRECT, OIDC_COOKIE, OIDC_COOKIE_PATH, OIDC_COOKIE_TTL_S } from './constants';
import { escapeHtml, pageText, safeRedirectPath, sendPage } from './html';
import { newState, OidcError, type OidcFailure, pkcePair } from './oidc';
import { completeQrScan } from './qr-logins';
import { fallbackNickname, signInWithIdentity } from './service';
import { startSession } from './sessions';
import { WechatError } from './wechat';

/** What /passport/google keeps in its signed, HttpOnly cookie until the callback. */
interface GoogleFlow {
  state: string;
  nonce: string;
  verifier: string;
  redirect: string;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function readFlow(request: FastifyRequest): GoogleFlow | undefined {
  const raw = request.cookies?.[OIDC_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const flow = JSON.parse(unsigned.value) as Partial<GoogleFlow>;
    if (
      typeof flow.state !== 'string' ||
      typeof flow.nonce !== 'string' ||
      typeof flow.verifier !== 'string' ||
      typeof flow.redirect !== 'string'
    ) {
      return undefined;
    }
    return { ...flow, redirect: safeRedirectPath(flow.redirect, DEFAULT_REDIRECT) } as GoogleFlow;
  } catch {
    return undefined;
  }
}

/** The refusal page of a Google sign-in; data-reason names the failed check for logs and tests. */
function googleFailure(request: FastifyRequest, reply: FastifyReply, reason: OidcFailure, back: string) {
  return sendPage(
    request,
    reply,
    400,
    'googleFailed.title',
    (lng) =>
      `<p data-reason="${reason}">${pageText('googleFailed.body', lng)}</p><p><a href="${escapeHtml(back)}">${pageText('backToApp', lng)}</a></p>`,
  );
}

/**
 * Browser-facing login routes outside /api: Google OpenID Connect (start and callback) and the WeChat Open
 * Platform QR-connect callback. The apps proxy /passport to the API, so cookies stay first-party.
 */
export function registerPassportRoutes(app: FastifyInstance): void {
  const { db, config } = app.ctx;
  const globalServed = servesFeature(config.regions, 'googleLogin');

  // Starts the sign-in: state, nonce and PKCE verifier go into a signed cookie of this browser only.
  app.get('/passport/google', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const redirect = safeRedirectPath(query.redirect, DEFAULT_REDIRECT);
    if (!globalServed) return googleFailure(request, reply, 'denied', redirect);
    const { oidc } = app.ctx.auth;
    // No Google credentials (never in production): the labelled development sign-in stands in, on this origin.
    if (!oidc) return reply.redirect(`/sandbox/google?${new URLSearchParams({ redirect })}`);
    const pkce = pkcePair();
    const flow: GoogleFlow = { state: newState(), nonce: newState(), verifier: pkce.verifier, redirect };
    let target: string;
    try {
      const loginHint = typeof query.login_hint === 'string' ? query.login_hint.slice(0, 320) : undefined;
      target = await oidc.authorizationUrl({
        state: flow.state,
        nonce: flow.nonce,
        codeChallenge: pkce.challenge,
        loginHint,
      });
    } catch (error) {
      if (!(error instanceof OidcError)) throw error;
      request.log.error({ err: error }, 'Google sign-in could not start');
      return googleFailure(request, reply, error.reason, redirect);
    }
    reply.setCookie(OIDC_COOKIE, JSON.stringify(flow), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: OIDC_COOKIE_PATH,
      maxAge: OIDC_COOKIE_TTL_S,
    });
    return reply.redirect(target);
  });

  // The issuer sends the browser back here: state, then code -> ID token (verified), then the session.
  app.get('/passport/google/callback', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const flow = readFlow(request);
    reply.clearCookie(OIDC_COOKIE, { path: OIDC_COOKIE_PATH });
    const back = flow?.redirect ?? DEFAULT_REDIRECT;
    const fail = (reason: OidcFailure, detail: string) => {
      request.log.warn({ reason }, `Google sign-in refused: ${detail}`);
      return googleFailure(request, reply, reason, back);
    };
    const { oidc } = app.ctx.auth;
    if (!oidc || !globalServed) return fail('denied', 'Google sign-in is not configured here');
    if (!flow) return fail('state', 'no valid sign-in cookie (expired, tampered or another browser)');
    if (typeof query.error === 'string') return fail('denied', `issuer answered ${query.error.slice(0, 100)}`);
    if (typeof query.state !== 'string' || !sameText(query.state, flow.state)) {
      return fail('state', 'state does not match this browser');
    }
    if (typeof query.code !== 'string' || query.code === '') return fail('exchange', 'no authorization code');
    try {
      const idToken = await oidc.exchangeCode(query.code, flow.verifier);
      const claims = await oidc.verifyIdToken(idToken, flow.nonce);
      const now = app.ctx.now();
      const user = await signInWithIdentity(
        db,
        { provider: 'google', subject: claims.sub, email: claims.email, name: claims.name, now },
        fallbackNickname(request),
      );
      await startSession(db, { request, reply, config, now }, user.uuid);
      return reply.redirect(flow.redirect);
    } catch (error) {
      if (error instanceof OidcError) return fail(error.reason, error.message);
      throw error;
    }
  });

  // WeChat Open Platform QR connect: WeChat sends the scanning browser frame here with the code and our uuid.
  app.get('/passport/wechat/callback', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = (status: number, key: string) =>
      sendPage(request, reply, status, 'wechatCallback.title', (lng) => `<p>${pageText(key, lng)}</p>`, {
        framable: true,
      });
    if (!servesFeature(config.regions, 'wechatLogin')) return page(404, 'wechatCallback.failed');
    const code = typeof query.code === 'string' ? query.code : '';
    const uuid = typeof query.state === 'string' ? query.state : '';
    if (!code || !uuid) return page(400, 'wechatCallback.failed');
    try {
      const profile = await app.ctx.auth.wechat.profileFromQrCode(code);
      const result = await completeQrScan(db, {
        uuid,
        profile,
        now: app.ctx.now(),
        fallbackNickname: fallbackNickname(request),
      });
      if (result.ok) return page(200, 'wechatCallback.confirmed');
      return page(
        result.reason === 'not_found' ? 404 : 410,
        `wechatSandbox.${result.reason === 'not_found' ? 'notFound' : result.reason}`,
      );
    } catch (error) {
      if (!(error instanceof WechatError)) throw error;
      request.log.warn({ err: error }, 'WeChat QR login refused');
      return page(400, 'wechatCallback.failed');
    }
  });
}
