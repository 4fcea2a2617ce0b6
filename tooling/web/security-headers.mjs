// Security headers of the apps' HTML: a Content-Security-Policy the app satisfies (the prerendered pages' two inline
// scripts, the early-click capture and the after-paint starter, are allowed by their hashes), no framing, no MIME sniffing, a strict referrer,
// and HSTS in production.
import { EARLY_CLICKS_CSP_HASH } from './early-clicks.mjs';
import { START_AFTER_PAINT_CSP_HASH } from './start-after-paint.mjs';

/**
 * @param {{ apiOrigin?: string, extra?: Record<string, string[]>, production?: boolean }} options
 *   apiOrigin: where the API's signed media and upload URLs point when it is not same-origin (local runs);
 *   extra: the app's own third-party sources per directive (its csp.json: captcha, Stripe, object storage).
 */
export function contentSecurityPolicy({ apiOrigin, extra = {}, production = false }) {
  const api = apiOrigin ? [apiOrigin] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", EARLY_CLICKS_CSP_HASH, START_AFTER_PAINT_CSP_HASH],
    // React's style={{...}} props become style attributes, which CSP treats as inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Works and avatars come from the storage CDN (any https host a deployment names), previews from blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...api],
    'media-src': ["'self'", 'data:', 'blob:', 'https:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...api],
    'frame-ancestors': ["'none'"],
  };
  for (const [name, sources] of Object.entries(extra)) {
    directives[name] = [...new Set([...(directives[name] ?? []), ...sources])];
  }
  if (directives['frame-src'].length === 0) directives['frame-src'] = ["'none'"];
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (production) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers every HTML answer carries. */
export function htmlSecurityHeaders(options) {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), geolocation=(), microphone=(), payment=(self)',
    ...(options.production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
