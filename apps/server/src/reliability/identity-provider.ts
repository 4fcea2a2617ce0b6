/**
 * "Google" for the load run: the test OpenID Connect issuer e2e uses, hosted in the harness rather than in the API
 * processes. Under node:cluster each API child would hold its own signing key and pending codes, so an issuer inside
 * them answers the server's token call from another child at random; outside, it behaves like the one Google.
 */
import Fastify from 'fastify';
import { registerTestOidcIssuer, TEST_ISSUER_PATH } from '../modules/auth/test-issuer';
import { freePort } from '../testing/free-port';

/** The OAuth client the servers are configured with (GOOGLE_CLIENT_ID / _SECRET). */
export const GOOGLE_CLIENT = { id: 'framewise-reliability', secret: 'framewise-reliability-client-secret' };

export interface IdentityProvider {
  /** GOOGLE_ISSUER for the servers. */
  issuer: string;
  close(): Promise<void>;
}

/** Starts the issuer for a server whose Google callback is redirectUri. */
export async function startIdentityProvider(redirectUri: string) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = Fastify({ logger: false });
  // The issuer reads only these from the app's context.
  app.decorate('ctx', {
    config: {
      publicUrl,
      auth: { google: { mode: 'oidc', clientId: GOOGLE_CLIENT.id, clientSecret: GOOGLE_CLIENT.secret, redirectUri } },
    },
    now: () => new Date(),
  } as never);
  await registerTestOidcIssuer(app);
  await app.listen({ port, host: '127.0.0.1' });
  return { issuer: `${publicUrl}${TEST_ISSUER_PATH}`, close: () => app.close() } satisfies IdentityProvider;
}
