import { describe, expect, it, vi } from 'vitest';
import { I18n, type NamespaceLoader, type NamespaceTexts } from './runtime';

const common: NamespaceTexts = { zh: { hi: '你好 {{name}}', onlyZh: '中文' }, en: { hi: 'Hi {{name}}' } };
const tools: NamespaceTexts = { zh: { run: { label: '运行' } }, en: { run: { label: 'Run' } } };

type Loose = (key: string) => string;

function make(load: NamespaceLoader = async () => tools) {
  const known: NamespaceLoader = (ns) => (ns === 'tools' ? load(ns) : undefined);
  const i18n = new I18n({ language: 'en', bundled: { common }, namespaces: ['common', 'tools'], load: known });
  return { i18n, load };
}

describe('I18n', () => {
  it("translates 'key' in common and 'ns:key', falls back to zh, and answers a missing key with the key", async () => {
    const { i18n } = make();
    expect(i18n.t('hi', { name: 'Ann' })).toBe('Hi Ann');
    expect(i18n.t('common:onlyZh')).toBe('中文');
    expect(i18n.t('common:nope.there')).toBe('nope.there');
    expect(i18n.t('a: b')).toBe('a: b'); // not a namespace prefix
    expect(i18n.exists('hi')).toBe(true);
    expect(i18n.exists('tools:run.label')).toBe(false);
    await i18n.loadNamespaces('tools');
    expect(i18n.exists('tools:run.label')).toBe(true);
    expect(i18n.t('run.label', { ns: 'tools' })).toBe('Run');
  });

  it('translates through t taken off the instance (callers pass i18n.t around)', () => {
    const { t } = make().i18n;
    expect(t('hi', { name: 'Bo' })).toBe('Hi Bo');
  });

  it('binds a namespace, a key prefix and a language with getFixedT, without changing its own language', async () => {
    const { i18n } = make();
    await i18n.loadNamespaces(['tools']);
    expect((i18n.getFixedT('zh', 'tools') as unknown as Loose)('run.label')).toBe('运行');
    expect((i18n.getFixedT(null, 'tools', 'run') as unknown as Loose)('label')).toBe('Run');
    expect(i18n.language).toBe('en');
    expect(i18n.usedNamespaces().sort()).toEqual(['tools']);
  });

  it('loads a namespace once, without re-rendering subscribers, and retries one whose fetch failed', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return tools;
    });
    const { i18n } = make(load);
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect(i18n.hasLoaded(['tools'])).toBe(false);
    await expect(i18n.loadNamespaces('tools')).rejects.toThrow('offline');
    expect(i18n.hasLoaded(['tools'])).toBe(true); // settled: keys show rather than suspending for ever
    fail = false;
    await Promise.all([i18n.loadNamespaces('tools'), i18n.loadNamespaces('tools')]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.hasResourceBundle('en', 'tools')).toBe(true);
    expect(listener).not.toHaveBeenCalled();
    await expect(i18n.loadNamespaces('nope')).rejects.toThrow('Unknown namespace');
  });

  it('changes language in place and sets <html lang>', async () => {
    const { i18n } = make();
    const before = i18n.version;
    await i18n.changeLanguage('zh');
    expect(i18n.t('hi', { name: 'A' })).toBe('你好 A');
    expect(document.documentElement.lang).toBe('zh');
    expect(i18n.version).toBe(before + 1);
    await expect(i18n.changeLanguage('fr' as 'zh')).rejects.toThrow('Unsupported');
  });
});
