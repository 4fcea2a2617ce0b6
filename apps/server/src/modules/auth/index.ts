// Login for the app and other modules: providers, sessions (the resolver behind app.ctx.resolveUser), the routes,
// the small HTML pages of the login flows, and the test sign-in behind FRAMEWISE_TEST_HOOKS.

export { acceptFormBodies, escapeHtml, formField, renderPage } from './html';
export { type AuthProviders, createAuthProviders } from './providers';
export { registerAuthRoutes } from './routes';
export { type LiveSession, sessionResolver, userTag } from './sessions';
export { normalizePhone } from './sms-codes';
export type { FetchLike } from './tencent-cloud';
export { registerTestOidcIssuer } from './test-issuer';
