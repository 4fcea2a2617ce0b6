// React-free and i18next-free on purpose: the server bundles this entry ("@framewise/i18n/messages") to answer
// in the user's language, so it may import only languages.ts, define.ts and resource files.
import type { Messages } from './define';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, normalizeLanguage } from './languages';
import { common } from './resources/common';
import { engine } from './resources/engine';
import { generationErrors } from './resources/generation-errors';
import { membershipErrors } from './resources/membership-errors';
import { payErrors } from './resources/pay-errors';
import { serverErrors } from './resources/server-errors';
import { validation } from './resources/validation';

export { LANGUAGES, type Language } from './languages';

/**
 * The namespaces whose keys may travel as messages ('validation.phoneInvalid', 'serverErrors.code.wrong', result
 * notes such as 'engine.turbo.hdr').
 */
const MESSAGE_NAMESPACES: Readonly<Record<string, Record<Language, Messages>>> = {
  common,
  validation,
  serverErrors,
  membershipErrors,
  generationErrors,
  payErrors,
  engine,
};

function lookup(key: string, language: Language): string | undefined {
  const [ns, ...path] = key.split('.');
  if (ns === undefined || path.length === 0 || !Object.hasOwn(MESSAGE_NAMESPACES, ns)) return undefined;
  const byLanguage = MESSAGE_NAMESPACES[ns];
  let node: string | Messages | undefined = byLanguage?.[language] ?? byLanguage?.[DEFAULT_LANGUAGE];
  for (const part of path) {
    // hasOwn keeps 'validation.constructor' and friends from reaching Object.prototype.
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** True when text is a key of a message namespace, such as 'validation.phoneInvalid'. */
export function isMessageKey(text: string): boolean {
  return lookup(text, DEFAULT_LANGUAGE) !== undefined;
}

/** The text of a 'validation.*', 'common.*' or 'serverErrors.*' key in language; other input comes back unchanged. */
export function translateMessage(keyOrText: string, language: Language): string {
  return lookup(keyOrText, language) ?? keyOrText;
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      return undefined; // a malformed escape is no language
    }
  }
  return undefined;
}

/** The best supported language of an Accept-Language header ("ja;q=0.5, en-US;q=0.9"), or undefined. */
function fromAcceptLanguage(header: string): Language | undefined {
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      return { tag, q: q === undefined ? 1 : Number(q.slice(2)), index };
    })
    .filter((e) => e.tag !== '' && Number.isFinite(e.q) && e.q > 0) // q=0 means "not acceptable"
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = normalizeLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

export interface LanguageHints {
  /** The request's Cookie header. */
  cookie?: string | undefined;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | undefined;
}

/**
 * The language to answer a request in: the language cookie the client caches (docs/product.md, "Languages") wins,
 * then the Accept-Language header by its q-values, then zh.
 */
export function pickLanguage({ cookie, acceptLanguage }: LanguageHints = {}): Language {
  return (
    normalizeLanguage(cookie ? readCookie(cookie, LANGUAGE_COOKIE) : undefined) ??
    (acceptLanguage ? fromAcceptLanguage(acceptLanguage) : undefined) ??
    DEFAULT_LANGUAGE
  );
}
