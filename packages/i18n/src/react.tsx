import type { FlatNamespace, KeyPrefix, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { I18n } from './runtime';

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree below its translations (one instance per app, test or story). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

type NamespaceArgument = FlatNamespace | readonly FlatNamespace[];
type FirstNamespace<Ns> = Ns extends undefined ? 'common' : Ns extends NamespaceArgument ? Ns : 'common';

/**
 * t for the namespaces a component names (the first is the default; the others by 'ns:key'). Suspends until they
 * are loaded, under the screen's loading state, and renders again when the language changes.
 */
export function useTranslation<
  const Ns extends NamespaceArgument | undefined = undefined,
  const KPrefix extends KeyPrefix<FirstNamespace<Ns>> = undefined,
>(ns?: Ns, options?: { keyPrefix?: KPrefix }): { t: TFunction<FirstNamespace<Ns>, KPrefix>; i18n: I18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const list: readonly string[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  const listKey = list.join(',');
  const keyPrefix = options?.keyPrefix as string | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and language are what make a new t
  const t = useMemo(
    () => i18n.getFixedT(null, list[0] as FlatNamespace, keyPrefix),
    [i18n, listKey, keyPrefix, version, i18n.language],
  );
  // React's Suspense protocol: the thrown promise settles when the texts are in (or failed: keys show, as before).
  if (!i18n.hasLoaded(list)) throw i18n.loadNamespaces(list).catch(() => undefined);
  return { t: t as unknown as TFunction<FirstNamespace<Ns>, KPrefix>, i18n, ready: true };
}
