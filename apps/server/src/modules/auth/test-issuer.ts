import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { acceptFormBodies, escapeHtml, formField, pageText, sendPage } from './html';
import { pkceChallenge } from './oidc';

/**
 * A real, minimal OpenID Connect issuer for tests and e2e, mounted only with FRAMEWISE_TEST_HOOKS=1: discovery,
 * authorize (auto-approves the user named by login_hint, else shows a small form), token (checks the client
 * secret, the redirect URI and the PKCE verifier; codes are single use) and JWKS with an RS256 key made at start.
 * Setting GOOGLE_ISSUER to {PUBLIC_URL}/api/test/oidc sends the server's own Google code path through it.
 *
 * `fault` on /authorize makes the next ID token wrong on purpose (nonce, audience, expired, issuer, signature), so
 * tests can show the verifier refuses each.
 */

export const TEST_ISSUER_PATH = '/api/test/oidc';
const FAULTS = ['nonce', 'audience', 'expired', 'issuer', 'signature'] as const;
type Fault = (typeof FAULTS)[number];
const CODE_TTL_MS = 60_000;

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
  email: string;
  fault: Fault | undefined;
  expiresAt: number;
}

/** The stable test subject of an email, like Google's numeric `sub`. */
export function testSubject(email: string): string {
  return `test-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;
}

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

function clientCredentials(request: FastifyRequest): { id: string; secret: string } {
  const basic = request.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: formField(request.body, 'client_id'), secret: formField(request.body, 'client_secret') };
}

export async function registerTestOidcIssuer(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const issuer = `${config.publicUrl}${TEST_ISSUER_PATH}`;
  const client = config.auth.google.mode === 'oidc' ? config.auth.google : undefined;
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const now = () => app.ctx.now().getTime();

  await app.register(async (scope) => {
    acceptFormBodies(scope);

    scope.get(`${TEST_ISSUER_PATH}/.well-known/openid-configuration`, async () => ({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'nonce'],
    }));

    scope.get(`${TEST_ISSUER_PATH}/jwks`, async () => ({ keys: [jwk] }));

    scope.get(`${TEST_ISSUER_PATH}/authorize`, async (request, reply) => {
      const q = request.query as Record<string, string | undefined>;
      // Unknown client or redirect URI: never redirect (RFC 6749 4.1.2.1), say so here.
      if (!client || q.client_id !== client.clientId || q.redirect_uri !== client.redirectUri) {
        return oauthError(reply, 400, 'invalid_request', 'unknown client_id or redirect_uri');
      }
      const back = new URL(client.redirectUri);
      if (q.state) back.searchParams.set('state', q.state);
      const refuse = (error: string) => {
        back.searchParams.set('error', error);
        return reply.redirect(back.toString());
      };
      if (q.response_type !== 'code') return refuse('unsupported_response_type');
      if (!q.scope?.split(' ').includes('openid') || !q.nonce) return refuse('invalid_request');
      if (q.code_challenge_method !== 'S256' || !q.code_challenge) return refuse('invalid_request');
      const email = q.login_hint?.trim().toLowerCase();
      if (!email) {
        // No user named: a small form that comes back here with login_hint.
        const hidden = Object.entries(q)
          .filter(([k, v]) => k !== 'login_hint' && typeof v === 'string')
          .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v ?? '')}">`)
          .join('');
        return sendPage(
          request,
          reply,
          200,
          'oidcIssuer.title',
          (lng) => `<p class="notice">${pageText('oidcIssuer.notice', lng)}</p>
<form method="get" action="${TEST_ISSUER_PATH}/authorize">${hidden}
<label>${pageText('oidcIssuer.emailLabel', lng)} <input name="login_hint" type="email" required data-testid="oidc-email"></label>
<button type="submit" data-testid="oidc-submit">${pageText('oidcIssuer.submit', lng)}</button>
</form>`,
        );
      }
      const fault = FAULTS.find((f) => f === q.fault);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        clientId: client.clientId,
        redirectUri: client.redirectUri,
        challenge: q.code_challenge,
        nonce: q.nonce,
        email,
        fault,
        expiresAt: now() + CODE_TTL_MS,
      });
      back.searchParams.set('code', code);
      return reply.redirect(back.toString());
    });

    scope.post(`${TEST_ISSUER_PATH}/token`, async (request, reply) => {
      const body = request.body;
      if (formField(body, 'grant_type') !== 'authorization_code') {
        return oauthError(reply, 400, 'unsupported_grant_type', 'only authorization_code');
      }
      const credentials = clientCredentials(request);
      if (!client || credentials.id !== client.clientId || credentials.secret !== client.clientSecret) {
        return oauthError(reply, 401, 'invalid_client', 'client authentication failed');
      }
      const code = formField(body, 'code');
      const pending = codes.get(code);
      codes.delete(code); // single use, whatever happens next
      if (!pending || pending.expiresAt < now() || pending.clientId !== credentials.id) {
        return oauthError(reply, 400, 'invalid_grant', 'unknown, used or expired code');
      }
      if (formField(body, 'redirect_uri') !== pending.redirectUri) {
        return oauthError(reply, 400, 'invalid_grant', 'redirect_uri differs from the authorization request');
      }
      const verifier = formField(body, 'code_verifier');
      if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) || pkceChallenge(verifier) !== pending.challenge) {
        return oauthError(reply, 400, 'invalid_grant', 'PKCE verifier does not match the challenge');
      }
      const issuedAt = Math.floor(now() / 1000) - (pending.fault === 'expired' ? 7200 : 0);
      const idToken = await new SignJWT({
        nonce: pending.fault === 'nonce' ? 'not-the-nonce-of-this-browser' : pending.nonce,
        email: pending.email,
        email_verified: true,
        name: pending.email.split('@')[0],
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(pending.fault === 'issuer' ? 'https://issuer.invalid' : issuer)
        .setAudience(pending.fault === 'audience' ? 'someone-else' : pending.clientId)
        .setSubject(testSubject(pending.email))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 600)
        .sign(pending.fault === 'signature' ? stranger.privateKey : privateKey);
      return reply.header('cache-control', 'no-store').send({
        access_token: randomBytes(24).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 600,
        scope: 'openid email profile',
        id_token: idToken,
      });
    });
  });
}
