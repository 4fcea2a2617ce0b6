import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheLanguage, detectLanguage, setLanguageCookie } from './detect';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, normalizeLanguage } from './languages';
import { chooseLanguage, createI18n, currentLanguage } from './setup';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test resets the language cookie the code under test writes
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
}

afterEach(() => {
  localStorage.clear();
  clearCookie();
  document.documentElement.removeAttribute('lang');
});

describe('normalizeLanguage', () => {
  it('maps tags to our languages', () => {
    expect(normalizeLanguage('en-US')).toBe('en');
    expect(normalizeLanguage('zh_CN')).toBe('zh');
    expect(normalizeLanguage('JA')).toBe('ja');
    expect(normalizeLanguage('fr')).toBeUndefined();
    expect(normalizeLanguage('')).toBeUndefined();
  });
});

describe('detectLanguage', () => {
  it('falls back to zh when nothing is set', () => {
    expect(detectLanguage()).toBe('zh');
  });
  it('reads <html lang> when local storage is empty', () => {
    document.documentElement.setAttribute('lang', 'en');
    expect(detectLanguage()).toBe('en');
  });
  it('prefers local storage over <html lang> and the cookie', () => {
    document.documentElement.setAttribute('lang', 'en');
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the cookie the detector reads
    document.cookie = `${LANGUAGE_COOKIE}=zh; path=/`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    expect(detectLanguage()).toBe('ja');
  });
  it('uses the cookie last', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the cookie the detector reads
    document.cookie = `${LANGUAGE_COOKIE}=ja; path=/`;
    expect(detectLanguage()).toBe('ja');
  });
  it('ignores unsupported values', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    document.documentElement.setAttribute('lang', 'de');
    expect(detectLanguage()).toBe('zh');
  });
});

describe('cacheLanguage and createI18n', () => {
  it('caches the detected language in local storage and the cookie', () => {
    document.documentElement.setAttribute('lang', 'en');
    const i18n = createI18n();
    expect(currentLanguage(i18n)).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    expect(i18n.t('actions.cancel')).toBe('Cancel');
  });
  it('translates in zh by default and in ja when chosen', () => {
    expect(createI18n().t('actions.cancel')).toBe('取消');
    cacheLanguage('ja');
    expect(createI18n().t('ui:notFound.title')).toBe('ページが見つかりません');
  });
  it('setLanguageCookie sets the language the server answers in, leaving the stored choice alone', () => {
    cacheLanguage('zh');
    setLanguageCookie('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
  });
  it('chooseLanguage caches and reloads, refusing unknown languages', () => {
    const reload = vi.fn();
    chooseLanguage('ja', reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
    expect(() => chooseLanguage('xx', reload)).toThrow(/Unsupported/);
    expect(reload).toHaveBeenCalledOnce();
  });
});
