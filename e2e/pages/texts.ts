import { buildResources, type Language } from '@framewise/i18n';

/**
 * The UI texts the screens show, by language → namespace → key, read from @framewise/i18n's resources: a spec
 * finds a button by the same text the app renders, so a reworded label changes one file.
 */
export const TEXTS = buildResources();

export type Texts = (typeof TEXTS)['zh'];

/** The language each build opens in: the domestic app speaks zh first, the overseas app en. */
export const BUILD_LANGUAGE = { domestic: 'zh', overseas: 'en' } as const satisfies Record<string, Language>;

/** The texts of a build's first language. */
export function textsOf(build: keyof typeof BUILD_LANGUAGE): Texts {
  return TEXTS[BUILD_LANGUAGE[build]];
}

/** A text with its {{placeholders}} filled in, as i18next renders it. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** What a text shows between <tag> and </tag> (a link inside a sentence, say). */
export function tagged(text: string, tag: string): string {
  const inside = text.match(new RegExp(`<${tag}>(.*?)</${tag}>`))?.[1];
  if (inside === undefined) throw new Error(`No <${tag}> in "${text}"`);
  return inside;
}

/** A text as it reads inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with {{placeholders}} as a pattern that matches any value in their place. */
export function pattern(text: string): RegExp {
  const parts = text.split(/\{\{\w+\}\}/).map(escaped);
  return new RegExp(parts.join('.+?'));
}

/** A pattern that matches any of the given texts exactly (the same label in several languages). */
export function anyOf(...texts: string[]): RegExp {
  return new RegExp(`^(${texts.map(escaped).join('|')})$`);
}
