import type { FlatNamespace, ParseKeys, TFunction } from 'i18next';
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/** Turns 'agree to <policy>the policy</policy>' into text and clones of components[name] around their inner text. */
function renderTagged(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const name = match[1] ?? match[2] ?? '';
    const inner = match[3] === undefined ? [] : renderTagged(match[3], components);
    const element = Object.hasOwn(components, name) ? components[name] : undefined;
    // An unknown tag keeps its text and loses the markup, as react-i18next did.
    out.push(
      element ? cloneElement(element, { key: out.length }, ...inner) : <Fragment key={out.length}>{inner}</Fragment>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

interface TransProps<Ns extends FlatNamespace> {
  t: TFunction<Ns>;
  i18nKey: ParseKeys<Ns>;
  /** The elements named in the text: <name>inner</name> renders components.name with inner as its children. */
  components: Readonly<Record<string, ReactElement>>;
  values?: Readonly<Record<string, unknown>>;
}

/** A translation with elements (links) inside it, in the order each language writes them. */
export function Trans<Ns extends FlatNamespace>({ t, i18nKey, components, values }: TransProps<Ns>) {
  const text = (t as unknown as (key: string, options?: object) => string)(i18nKey as string, values);
  return <>{renderTagged(text, components)}</>;
}
