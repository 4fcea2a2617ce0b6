import { type Language, translateMessage } from '@framewise/i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http';

/**
 * The few HTML pages the API serves itself (sandboxes, development sign-in, sign-in failures): plain, unstyled
 * beyond layout, in the request's language, every dynamic value escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Translates a serverErrors.pages key and fills {{name}} placeholders; the result is escaped HTML. */
export function pageText(key: string, language: Language, values: Record<string, string> = {}): string {
  let text = translateMessage(`serverErrors.pages.${key}`, language);
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{{${name}}}`, value);
  return escapeHtml(text);
}

const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

export function renderPage(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; }
form { margin: 1.5rem 0; display: grid; gap: 0.5rem; }
input, button { font: inherit; padding: 0.5rem; }
.notice { border: 1px solid; padding: 0.75rem; }
dd { overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>`;
}

/** Sends a page; pages answer to people, so they never go through the JSON envelope. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  titleKey: string,
  body: (language: Language) => string,
  options: { framable?: boolean } = {},
): FastifyReply {
  const language = requestLanguage(request);
  // Only the WeChat callback may show inside WeChat's QR frame; every other page refuses framing (clickjacking).
  if (!options.framable) reply.header('x-frame-options', 'DENY');
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage(language, pageText(titleKey, language), body(language)));
}

/**
 * A path on this site to return to after a login: must start with a single '/', so '//evil.example' and
 * 'https://…' (open redirects) fall back to the default.
 */
export function safeRedirectPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length > 2048) return fallback;
  if (!/^\/(?![/\\])/.test(raw) || raw.includes('\\')) return fallback;
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  return raw;
}

/** Lets a plugin scope read HTML form posts (application/x-www-form-urlencoded) as a flat string record. */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A string field of a parsed form or JSON body, trimmed; '' when absent. */
export function formField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}
