import { LANGUAGES, type Language } from '@framewise/i18n';

/**
 * The language URL scheme (docs/decisions.md): a page without a prefix is in the build's own language (its
 * <html lang>: zh for domestic, en for overseas); /zh, /en and /ja before a path name the language of that page.
 */
interface PathLanguage {
  /** The language the path names, or undefined for an unprefixed path. */
  language: Language | undefined;
  /** The router's basename: '/en' under /en/..., '' elsewhere. */
  basename: string;
}

const PREFIX = new RegExp(`^/(${LANGUAGES.join('|')})(?=/|$)`);

export function languageOfPath(pathname: string): PathLanguage {
  const match = PREFIX.exec(pathname);
  const language = match?.[1] as Language | undefined;
  return { language, basename: language ? `/${language}` : '' };
}

/** The path of `path` (unprefixed, from '/') in `language`: unprefixed in the build's own language. */
export function localizedPath(path: string, language: Language, urlLanguage: Language): string {
  if (language === urlLanguage) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}
