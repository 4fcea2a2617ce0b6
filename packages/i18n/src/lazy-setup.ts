import { type I18nOptions, initI18n } from './instance';
import { NAMESPACE_LOADERS, SHELL_LOADERS, SHELL_NAMESPACES } from './resources/loaders';
import type { I18n, NamespaceLoader } from './runtime';

export { SHELL_NAMESPACES } from './resources/loaders';

const isShellNamespace = (namespace: string): namespace is (typeof SHELL_NAMESPACES)[number] =>
  (SHELL_NAMESPACES as readonly string[]).includes(namespace);

/**
 * Fetches a namespace's chunk; undefined for a name that is no namespace. The names come from the loaders, not
 * resources/index.ts, which imports every namespace and would put them all in the first chunk.
 */
export const loadNamespaceChunk: NamespaceLoader = (namespace) =>
  Object.hasOwn(NAMESPACE_LOADERS, namespace)
    ? NAMESPACE_LOADERS[namespace as keyof typeof NAMESPACE_LOADERS]()
    : undefined;

/**
 * The apps' instance: nothing is bundled. The shell's namespaces (SHELL_NAMESPACES) come as one chunk of the page's
 * language only; every other namespace is fetched as its own chunk the first time a screen asks for it
 * (useTranslation suspends meanwhile, under the screen's loading state). The shell loads its texts before it renders.
 */
export function createLazyI18n(options: I18nOptions = {}): I18n {
  const i18n: I18n = initI18n(options, {
    bundled: {},
    namespaces: [...SHELL_NAMESPACES, ...Object.keys(NAMESPACE_LOADERS)],
    load: (namespace) => {
      if (!isShellNamespace(namespace)) return loadNamespaceChunk(namespace);
      const { language } = i18n;
      return SHELL_LOADERS[language]().then((texts) => ({ [language]: texts[namespace] }));
    },
  });
  return i18n;
}
