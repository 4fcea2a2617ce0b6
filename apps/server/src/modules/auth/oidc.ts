import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, customFetch, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import type { AuthConfig } from '../../config';
import type { FetchLike } from './tencent-cloud';

/**
 * OpenID Connect Authorization Code flow with PKCE (S256) for Google, or any issuer with discovery (the tests and
 * e2e use the local issuer the test hooks mount). The caller keeps state, nonce and verifier bound to the browser.
 */

export type OidcSettings = Extract<AuthConfig['google'], { mode: 'oidc' }>;

export interface OidcDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** Why a sign-in was refused; the message is for logs, the user sees a generic text. */
export type OidcFailure = 'state' | 'nonce' | 'token' | 'exchange' | 'discovery' | 'denied';

export class OidcError extends Error {
  constructor(
    readonly reason: OidcFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OidcError';
  }
}

export interface OidcClaims {
  sub: string;
  email: string | null;
  name: string | null;
}

const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A PKCE verifier (43 characters of base64url) and its S256 challenge (RFC 7636). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomToken(32);
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function newState(): string {
  return randomToken(16);
}

/** Google has issued ID tokens with and without the scheme in `iss`; its discovery names the https form. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Allowed clock difference between us and the issuer. */
const CLOCK_TOLERANCE_S = 60;

export class OidcClient {
  private discovered: { value: OidcDiscovery; at: number } | undefined;
  private jwks: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

  constructor(
    readonly settings: OidcSettings,
    private readonly deps: { fetch?: FetchLike; now: () => Date },
  ) {}

  private get fetch(): FetchLike {
    return this.deps.fetch ?? fetch;
  }

  async discovery(): Promise<OidcDiscovery> {
    const now = this.deps.now().getTime();
    if (this.discovered && now - this.discovered.at < DISCOVERY_TTL_MS) return this.discovered.value;
    const url = `${this.settings.issuer}/.well-known/openid-configuration`;
    let doc: Partial<OidcDiscovery>;
    try {
      const res = await this.fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      doc = (await res.json()) as Partial<OidcDiscovery>;
    } catch (error) {
      throw new OidcError('discovery', `OIDC discovery at ${url} failed: ${(error as Error).message}`);
    }
    if (doc.issuer !== this.settings.issuer || !doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
      throw new OidcError('discovery', `OIDC discovery at ${url} is incomplete or names another issuer`);
    }
    const value = doc as OidcDiscovery;
    this.discovered = { value, at: now };
    return value;
  }

  async authorizationUrl(input: {
    state: string;
    nonce: string;
    codeChallenge: string;
    loginHint?: string | undefined;
  }): Promise<string> {
    const { authorization_endpoint } = await this.discovery();
    const url = new URL(authorization_endpoint);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    };
    if (input.loginHint) params.login_hint = input.loginHint;
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  /** Redeems the authorization code (with the PKCE verifier and the client secret) for the ID token. */
  async exchangeCode(code: string, codeVerifier: string): Promise<string> {
    const { token_endpoint } = await this.discovery();
    let body: { id_token?: unknown; error?: unknown; error_description?: unknown };
    try {
      const res = await this.fetch(token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: this.settings.redirectUri,
          client_id: this.settings.clientId,
          client_secret: this.settings.clientSecret,
          code_verifier: codeVerifier,
        }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      body = (await res.json()) as typeof body;
    } catch (error) {
      throw new OidcError('exchange', `token endpoint failed: ${(error as Error).message}`);
    }
    if (typeof body.id_token !== 'string') {
      throw new OidcError(
        'exchange',
        `token endpoint refused: ${String(body.error)} ${String(body.error_description)}`,
      );
    }
    return body.id_token;
  }

  private keySet(uri: string) {
    if (this.jwks?.uri !== uri) {
      const fetchImpl = this.fetch;
      this.jwks = {
        uri,
        set: createRemoteJWKSet(new URL(uri), { [customFetch]: (url, init) => fetchImpl(String(url), init) }),
      };
    }
    return this.jwks.set;
  }

  /** Checks signature (issuer's JWKS), issuer, audience, expiry and the nonce bound to this browser. */
  async verifyIdToken(idToken: string, expectedNonce: string): Promise<OidcClaims> {
    const { jwks_uri } = await this.discovery();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet(jwks_uri), {
        issuer: acceptedIssuers(this.settings.issuer),
        audience: this.settings.clientId,
        algorithms: ['RS256'],
        currentDate: this.deps.now(),
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      const detail = error instanceof joseErrors.JOSEError ? `${error.code}: ${error.message}` : String(error);
      throw new OidcError('token', `ID token refused (${detail})`);
    }
    if (typeof payload.nonce !== 'string' || payload.nonce !== expectedNonce) {
      throw new OidcError('nonce', 'ID token nonce does not match this browser');
    }
    return {
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : null,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  }
}
