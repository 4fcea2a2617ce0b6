import { describe, expect, it } from 'vitest';
import { createLazyI18n, loadNamespaceChunk } from './lazy-setup';
import { NAMESPACES, namespaces } from './resources';
import { NAMESPACE_LOADERS } from './resources/loaders';

describe('createLazyI18n', () => {
  it('has the shell namespaces at once and nothing else', () => {
    const i18n = createLazyI18n({ language: 'en' });
    expect(i18n.t('notFound.title', { ns: 'ui' })).toBe(namespaces.ui.en.notFound.title);
    expect(i18n.hasResourceBundle('en', 'works')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'validation')).toBe(false);
  });

  it('loads a screen namespace on first use, in the current language', async () => {
    const i18n = createLazyI18n({ language: 'ja' });
    await i18n.loadNamespaces('auth');
    expect(i18n.t('login.success', { ns: 'auth' })).toBe(namespaces.auth.ja.login.success);
    // Missing keys fall back to zh, the other language it loads.
    expect(i18n.hasResourceBundle('zh', 'auth')).toBe(true);
  });

  it('has a loader for every namespace, each giving the namespace itself', async () => {
    expect(Object.keys(NAMESPACE_LOADERS).sort()).toEqual([...NAMESPACES].sort());
    for (const ns of NAMESPACES) expect(await NAMESPACE_LOADERS[ns]()).toBe(namespaces[ns]);
  });

  it('has no chunk for a name that is no namespace, and refuses to load it', async () => {
    expect(loadNamespaceChunk('nope')).toBeUndefined();
    expect(loadNamespaceChunk('constructor')).toBeUndefined();
    await expect(createLazyI18n({ language: 'en' }).loadNamespaces('nope')).rejects.toThrow('Unknown namespace');
  });
});
