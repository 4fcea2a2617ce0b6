import { type I18nOptions, initI18n } from './instance';
import { app } from './resources/app';
import { common } from './resources/common';
import { NAMESPACE_LOADERS } from './resources/loaders';
import { ui } from './resources/ui';
import type { I18n, NamespaceLoader } from './runtime';

/**
 * What the shell itself shows (header, menus, modals, loading and error states): in the first chunk. Field checks
 * ('validation') come with the forms that use them.
 */
const SHELL_NAMESPACES = { common, ui, app } as const;

/**
 * Fetches a namespace's chunk; undefined for a name that is no namespace. The names come from the loaders, not
 * resources/index.ts, which imports every namespace and would put them all in the first chunk.
 */
export const loadNamespaceChunk: NamespaceLoader = (namespace) =>
  Object.hasOwn(NAMESPACE_LOADERS, namespace)
    ? NAMESPACE_LOADERS[namespace as keyof typeof NAMESPACE_LOADERS]()
    : undefined;

/**
 * The apps' instance: the shell's namespaces are bundled, every other namespace is fetched as its own chunk the
 * first time a screen asks for it (useTranslation suspends meanwhile, under the screen's loading state).
 */
export function createLazyI18n(options: I18nOptions = {}): I18n {
  return initI18n(options, {
    bundled: SHELL_NAMESPACES,
    namespaces: Object.keys(NAMESPACE_LOADERS),
    load: loadNamespaceChunk,
  });
}
