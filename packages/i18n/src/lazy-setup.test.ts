import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { createLazyI18n, loadNamespaceChunk, SHELL_NAMESPACES } from './lazy-setup';
import { NAMESPACES, namespaces } from './resources';
import { NAMESPACE_LOADERS, SHELL_LOADERS } from './resources/loaders';

describe('createLazyI18n', () => {
  it('bundles nothing and loads the shell namespaces in the page language only', async () => {
    const i18n = createLazyI18n({ language: 'en' });
    expect(i18n.hasLoaded(SHELL_NAMESPACES)).toBe(false);
    await i18n.loadNamespaces(SHELL_NAMESPACES);
    expect(i18n.t('notFound.title', { ns: 'ui' })).toBe(namespaces.ui.en.notFound.title);
    expect(i18n.t('app:nav.home')).toBe(namespaces.app.en.nav.home);
    for (const ns of SHELL_NAMESPACES) {
      expect(i18n.hasResourceBundle('en', ns)).toBe(true);
      expect(i18n.hasResourceBundle('zh', ns)).toBe(false);
      expect(i18n.hasResourceBundle('ja', ns)).toBe(false);
    }
    expect(i18n.hasResourceBundle('en', 'works')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'validation')).toBe(false);
  });

  it('has each language of the shell in its own chunk, equal to the namespaces', async () => {
    for (const language of LANGUAGES) {
      const texts = await SHELL_LOADERS[language]();
      for (const ns of SHELL_NAMESPACES) expect(texts[ns]).toBe(namespaces[ns][language]);
    }
  });

  it('loads a screen namespace on first use, in the current language', async () => {
    const i18n = createLazyI18n({ language: 'ja' });
    await i18n.loadNamespaces('auth');
    expect(i18n.t('login.success', { ns: 'auth' })).toBe(namespaces.auth.ja.login.success);
    // Missing keys fall back to zh, the other language it loads.
    expect(i18n.hasResourceBundle('zh', 'auth')).toBe(true);
  });

  it('has a loader for every namespace, each giving the namespace itself', async () => {
    const loaded = [...SHELL_NAMESPACES, ...Object.keys(NAMESPACE_LOADERS)];
    expect(loaded.sort()).toEqual([...NAMESPACES].sort());
    for (const [ns, load] of Object.entries(NAMESPACE_LOADERS)) {
      expect(await load()).toBe(namespaces[ns as keyof typeof NAMESPACE_LOADERS]);
    }
  });

  it('has no chunk for a name that is no namespace, and refuses to load it', async () => {
    expect(loadNamespaceChunk('nope')).toBeUndefined();
    expect(loadNamespaceChunk('constructor')).toBeUndefined();
    await expect(createLazyI18n({ language: 'en' }).loadNamespaces('nope')).rejects.toThrow('Unknown namespace');
  });
});
