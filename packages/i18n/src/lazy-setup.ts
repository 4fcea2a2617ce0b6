import type { i18n, Module, ReadCallback } from 'i18next';
import { resourceTree } from './define';
import { type I18nOptions, initI18n } from './instance';
import { DEFAULT_LANGUAGE, normalizeLanguage } from './languages';
import { app } from './resources/app';
import { common } from './resources/common';
import type { Namespace } from './resources/index';
import { NAMESPACE_LOADERS } from './resources/loaders';
import { ui } from './resources/ui';

/**
 * What the shell itself shows (header, menus, modals, loading and error states): in the first chunk. Field checks
 * ('validation') come with the forms that use them.
 */
const SHELL_NAMESPACES = { common, ui, app } as const;

/** Reads a namespace from its chunk (i18next's backend interface). */
export const lazyNamespaceBackend: Module & {
  read(language: string, namespace: string, callback: ReadCallback): void;
} = {
  type: 'backend',
  read(language, namespace, callback) {
    const load = Object.hasOwn(NAMESPACE_LOADERS, namespace) ? NAMESPACE_LOADERS[namespace as Namespace] : undefined;
    if (!load) {
      callback(new Error(`Unknown namespace: ${namespace}`), false);
      return;
    }
    const lng = normalizeLanguage(language) ?? DEFAULT_LANGUAGE;
    load().then(
      (byLanguage) => callback(null, byLanguage[lng]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The apps' i18next instance: the shell's namespaces are bundled, every other namespace is fetched as its own chunk
 * the first time a screen asks for it (useTranslation suspends meanwhile, under the screen's loading state).
 */
export function createLazyI18n(options: I18nOptions = {}): i18n {
  return initI18n(options, {
    resources: resourceTree(SHELL_NAMESPACES),
    partialBundledLanguages: true,
    ns: Object.keys(SHELL_NAMESPACES),
    backend: lazyNamespaceBackend,
  });
}
