import type { Messages } from './define';

/** Options a translation call may carry: `count` picks the plural form, every value fills its `{{name}}`. */
export interface TranslateOptions {
  readonly count?: number;
  readonly [name: string]: unknown;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** 'one' / 'other' (and the rest of CLDR's forms) for count in language: zh and ja have only 'other'. */
export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The string at a dotted path ('notFound.title'), or undefined when the path is missing or not a leaf. */
export function lookupPath(messages: Messages | undefined, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) {
    // hasOwn keeps 'constructor' and friends from reaching Object.prototype.
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` from values; a placeholder without a value stays as written, as i18next left it. */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? match : String(value);
  });
}

/**
 * The text of path in the first of `sources` that has it (the current language, then the fallback): with a
 * count, the plural form of that source's language (`packs_one`, `packs_other`) comes before the bare key.
 */
export function resolveText(
  sources: readonly { language: string; messages: Messages | undefined }[],
  path: string,
  options: TranslateOptions | undefined,
): string | undefined {
  const count = options?.count;
  for (const { language, messages } of sources) {
    const found =
      (typeof count === 'number' ? lookupPath(messages, `${path}_${pluralForm(language, count)}`) : undefined) ??
      lookupPath(messages, path);
    if (found !== undefined) return interpolate(found, options);
  }
  return undefined;
}
