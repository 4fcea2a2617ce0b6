import type { FlatNamespace, TFunction } from 'i18next';
import type { Messages } from './define';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { resolveText, type TranslateOptions } from './translate';

/** A namespace's texts by language: the shape of each resources/*.ts file. */
export type NamespaceTexts = Readonly<Partial<Record<Language, Messages>>>;

/** Fetches a namespace that is not bundled (its own chunk); undefined for a name that is no namespace. */
export type NamespaceLoader = (namespace: string) => Promise<NamespaceTexts> | undefined;

export interface RuntimeSetup {
  language: Language;
  /** Namespaces available at once. */
  bundled: Readonly<Record<string, NamespaceTexts>>;
  /** Every namespace name, bundled or not ('ns:key' splits only on these). */
  namespaces: readonly string[];
  load?: NamespaceLoader;
}

/**
 * The app's translations: a language, the namespaces loaded so far, and t(). Replaces i18next with what the apps
 * use of it: 'ns:key' and dotted keys, `{{name}}` values, `count` plurals (Intl.PluralRules), zh as the fallback for
 * a missing key, namespaces loaded on first use, and a language change that re-renders (useTranslation subscribes).
 */
export class I18n {
  language: Language;
  readonly #texts = new Map<string, NamespaceTexts>();
  readonly #loading = new Map<string, Promise<void>>();
  readonly #failed = new Set<string>();
  readonly #used = new Set<string>();
  readonly #listeners = new Set<() => void>();
  readonly #namespaces: ReadonlySet<string>;
  readonly #load: NamespaceLoader | undefined;
  /**
   * Bumped when the language changes. Not when a namespace arrives: only components that suspended for it use it,
   * and React retries those when the promise they threw settles (a re-render of everything could suspend a screen
   * outside a transition and put its fallback back).
   */
  version = 0;

  constructor(setup: RuntimeSetup) {
    this.language = setup.language;
    this.#namespaces = new Set(setup.namespaces);
    this.#load = setup.load;
    for (const [ns, texts] of Object.entries(setup.bundled)) this.#texts.set(ns, texts);
    // Callers pass `i18n.t` around on its own (as i18next's bound t allowed).
    this.t = this.t.bind(this);
  }

  /** Translates key ('a.b' in defaultNamespace, or 'ns:a.b'); a key found nowhere comes back as written. */
  t(key: string, options?: TranslateOptions & { ns?: string }, defaultNamespace = 'common'): string {
    return this.#resolve(key, options, defaultNamespace) ?? key.slice(this.#nsLength(key));
  }

  /** True when key has a text in the current language or the fallback. */
  exists(key: string, options?: { ns?: string }): boolean {
    return this.#resolve(key, options, 'common') !== undefined;
  }

  /** Length of a known 'ns:' prefix of key, else 0. */
  #nsLength(key: string): number {
    const colon = key.indexOf(':');
    return colon > 0 && this.#namespaces.has(key.slice(0, colon)) ? colon + 1 : 0;
  }

  #resolve(key: string, options: (TranslateOptions & { ns?: string }) | undefined, defaultNamespace: string) {
    const prefix = this.#nsLength(key);
    const ns = prefix ? key.slice(0, prefix - 1) : (options?.ns ?? defaultNamespace);
    this.#used.add(ns);
    const texts = this.#texts.get(ns);
    const sources = [this.language, DEFAULT_LANGUAGE].map((language) => ({ language, messages: texts?.[language] }));
    return resolveText(sources, key.slice(prefix), options);
  }

  /** t bound to a namespace (and a key prefix), typed by the zh resources like i18next's. */
  getFixedT<const Ns extends FlatNamespace = 'common'>(
    language: Language | null,
    ns?: Ns,
    keyPrefix?: string,
  ): TFunction<Ns> {
    const fixed = (key: string, options?: TranslateOptions & { ns?: string }) => {
      const full = keyPrefix && !key.includes(':') ? `${keyPrefix}.${key}` : key;
      if (language === null || language === this.language) return this.t(full, options, ns);
      const previous = this.language;
      this.language = language;
      try {
        return this.t(full, options, ns);
      } finally {
        this.language = previous;
      }
    };
    return fixed as unknown as TFunction<Ns>;
  }

  hasResourceBundle(language: Language, ns: string): boolean {
    return this.#texts.get(ns)?.[language] !== undefined;
  }

  /**
   * True once every one of namespaces can be translated without waiting, or its fetch failed (its keys show, as
   * with i18next; the next loadNamespaces tries again).
   */
  hasLoaded(namespaces: readonly string[]): boolean {
    return namespaces.every((ns) => this.#texts.has(ns) || this.#failed.has(ns));
  }

  /** Fetches the namespaces not loaded yet; rejects when one cannot be fetched (it is tried again on next call). */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((ns) => this.#loadOne(ns))).then(() => undefined);
  }

  #loadOne(ns: string): Promise<void> {
    if (this.#texts.has(ns)) return Promise.resolve();
    const pending = this.#loading.get(ns);
    if (pending) return pending;
    this.#failed.delete(ns);
    const fetched = this.#load?.(ns);
    if (!fetched) return Promise.reject(new Error(`Unknown namespace: ${ns}`));
    const loading = fetched.then(
      (texts) => {
        this.#texts.set(ns, texts);
        this.#loading.delete(ns);
      },
      (error: unknown) => {
        this.#loading.delete(ns);
        this.#failed.add(ns);
        throw error;
      },
    );
    this.#loading.set(ns, loading);
    return loading;
  }

  /** Switches language in place (tests, stories); the apps reload instead (chooseLanguage). */
  async changeLanguage(language: Language): Promise<void> {
    if (!LANGUAGES.includes(language)) throw new Error(`Unsupported language: ${language}`);
    this.language = language;
    if (typeof document !== 'undefined') document.documentElement.setAttribute('lang', language);
    this.#changed();
  }

  /** The namespaces translated from so far: what a prerendered page needs loaded before it hydrates. */
  usedNamespaces(): string[] {
    return [...this.#used];
  }

  /** Calls listener after each change; returns the unsubscribe (useSyncExternalStore's shape). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed(): void {
    this.version++;
    for (const listener of this.#listeners) listener();
  }
}
