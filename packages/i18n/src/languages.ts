/** The languages the product speaks. zh is the default and the fallback everywhere. */
export const LANGUAGES = ['zh', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Labels of the language menu, each in its own language (docs/product.md, "Languages"). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  ja: '日本語',
};

/** Where the chosen language is cached: local storage key and cookie name. */
export const LANGUAGE_STORAGE_KEY = 'framewise-lang';
export const LANGUAGE_COOKIE = 'framewise_lang';

/** Maps a BCP 47 tag such as "en-US", "zh-CN" or "ja" to one of ours, or undefined. */
export function normalizeLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
}
