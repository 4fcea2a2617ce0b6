import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language, normalizeLanguage } from './languages';

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage can throw in private modes and sandboxed frames
  }
}

/**
 * Detection order (docs/product.md, "Languages"): local storage, then the page's <html lang>, then the cookie;
 * the fallback is the build's default (zh unless the build says otherwise).
 */
export function detectLanguage(doc: Document = document, fallback: Language = DEFAULT_LANGUAGE): Language {
  return (
    normalizeLanguage(safeLocalStorage()?.getItem(LANGUAGE_STORAGE_KEY)) ??
    normalizeLanguage(doc.documentElement.getAttribute('lang')) ??
    normalizeLanguage(readCookie(doc, LANGUAGE_COOKIE)) ??
    fallback
  );
}

/** Caches the result in both local storage and a cookie, which the server reads. */
export function cacheLanguage(language: Language, doc: Document = document): void {
  safeLocalStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  setLanguageCookie(language, doc);
}

/**
 * The language the server answers this page's calls in (its cookie), leaving the stored choice alone: a page whose
 * URL names its language (/en/...) shows the server's texts (messages, the examples' prompts) in it too.
 */
export function setLanguageCookie(language: Language, doc: Document = document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}
