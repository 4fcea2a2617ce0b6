import { LANGUAGES, type Language } from './languages';

/** A nested record of translated strings. */
export type Messages = { readonly [key: string]: string | Messages };

/** The same keys as T, every leaf a string: what en and ja must provide for a zh namespace. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * Declares one namespace in all three languages side by side. zh is the source of the key set; the compiler
 * refuses an en or ja object with a missing or extra key, and resources.test.ts refuses empty strings.
 */
export function defineNamespace<const T extends Messages>(
  zh: T,
  others: { en: SameKeys<T>; ja: SameKeys<T> },
): Record<Language, T> {
  return { zh, en: others.en as T, ja: others.ja as T };
}

/** i18next's resource tree (language -> namespace -> messages) of the given namespaces. */
export function resourceTree(
  selection: Readonly<Record<string, Readonly<Record<Language, Messages>>>>,
): Record<Language, Record<string, Messages>> {
  const out: Record<Language, Record<string, Messages>> = { zh: {}, en: {}, ja: {} };
  for (const [ns, byLanguage] of Object.entries(selection)) {
    for (const lng of LANGUAGES) out[lng][ns] = byLanguage[lng];
  }
  return out;
}
