import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { isMessageKey, pickLanguage, translateMessage } from './messages';
import { common } from './resources/common';
import { validation } from './resources/validation';

describe('translateMessage', () => {
  it('translates validation keys in every language', () => {
    expect(translateMessage('validation.phoneInvalid', 'en')).toBe('Invalid phone number format!');
    expect(translateMessage('validation.phoneInvalid', 'zh')).toBe('手机号格式不正确');
    expect(translateMessage('validation.phoneInvalid', 'ja')).toBe(validation.ja.phoneInvalid);
    for (const lng of LANGUAGES) {
      for (const [key, text] of Object.entries(validation[lng])) {
        expect(translateMessage(`validation.${key}`, lng)).toBe(text);
      }
    }
  });

  it('translates nested common keys', () => {
    expect(translateMessage('common.errors.serverError', 'en')).toBe('Server error. Please try again later.');
    expect(translateMessage('common.errors.timeout', 'ja')).toBe(common.ja.errors.timeout);
    expect(translateMessage('common.appName', 'zh')).toBe('帧意');
  });

  it.each([
    ['plain text', 'Expected number, received string'],
    ['unknown key', 'validation.noSuchRule'],
    ['namespace alone', 'validation'],
    ['group instead of a text', 'common.errors'],
    ['too deep', 'common.errors.timeout.more'],
    ['namespace not served', 'app.nav.home'],
    ['prototype member', 'validation.constructor'],
    ['prototype namespace', 'constructor.name'],
    ['empty string', ''],
  ])('returns %s unchanged', (_label, input) => {
    for (const lng of LANGUAGES) expect(translateMessage(input, lng)).toBe(input);
    expect(isMessageKey(input)).toBe(false);
  });

  it('translates the server error namespace', () => {
    expect(translateMessage('serverErrors.code.wrong', 'en')).toBe('Wrong verification code');
    expect(translateMessage('serverErrors.code.wrong', 'zh')).toBe('验证码错误');
    expect(isMessageKey('serverErrors.sms.tooSoon')).toBe(true);
    expect(isMessageKey('serverErrors.sms')).toBe(false);
  });

  it('recognises known keys', () => {
    expect(isMessageKey('validation.keywordRequired')).toBe(true);
    expect(isMessageKey('common.errors.requestError')).toBe(true);
  });
});

describe('pickLanguage', () => {
  it('defaults to zh', () => {
    expect(pickLanguage()).toBe('zh');
    expect(pickLanguage({ cookie: '', acceptLanguage: '' })).toBe('zh');
    expect(pickLanguage({ acceptLanguage: 'fr-FR, de;q=0.8' })).toBe('zh');
  });

  it('prefers the language cookie over Accept-Language', () => {
    expect(pickLanguage({ cookie: 'a=1; framewise_lang=ja; b=2', acceptLanguage: 'en-US' })).toBe('ja');
    expect(pickLanguage({ cookie: 'framewise_lang=en' })).toBe('en');
  });

  it('ignores an unsupported or malformed cookie value', () => {
    expect(pickLanguage({ cookie: 'framewise_lang=fr', acceptLanguage: 'en' })).toBe('en');
    expect(pickLanguage({ cookie: 'framewise_lang=%E0%A4%A', acceptLanguage: 'ja' })).toBe('ja');
    expect(pickLanguage({ cookie: 'other_framewise_lang=en' })).toBe('zh');
  });

  it('reads Accept-Language by q-value, then by order', () => {
    expect(pickLanguage({ acceptLanguage: 'en-US,en;q=0.9,zh-CN;q=0.8' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'zh;q=0.4, ja;q=0.9, en;q=0.5' })).toBe('ja');
    expect(pickLanguage({ acceptLanguage: 'fr, en;q=0.3, ja;q=0.3' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'ja-JP;Q=0.7, EN-gb;q=0.8' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: '*, ja;q=0.1' })).toBe('ja');
  });

  it('skips entries that are not acceptable or carry a broken q-value', () => {
    expect(pickLanguage({ acceptLanguage: 'en;q=0, ja;q=0.2' })).toBe('ja');
    expect(pickLanguage({ acceptLanguage: 'en;q=abc, ja;q=0.2' })).toBe('ja');
    expect(pickLanguage({ acceptLanguage: 'en;q=0' })).toBe('zh');
  });
});

describe('the messages entry', () => {
  // The server bundles this entry: it must not pull React or i18next in, directly or through its imports.
  it('imports only local, dependency-free modules', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const external: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of source.matchAll(/\bfrom\s+'([^']+)'/g)) {
        if (specifier.startsWith('.')) visit(`${path.resolve(path.dirname(file), specifier)}.ts`);
        else external.push(specifier);
      }
    };
    visit(path.join(here, 'messages.ts'));
    expect(external).toEqual([]);
    expect([...seen].map((f) => path.relative(here, f)).sort()).toEqual([
      'define.ts',
      'languages.ts',
      'messages.ts',
      'resources/common.ts',
      'resources/common/en.ts',
      'resources/common/ja.ts',
      'resources/common/zh.ts',
      'resources/engine.ts',
      'resources/generation-errors.ts',
      'resources/membership-errors.ts',
      'resources/pay-errors.ts',
      'resources/server-errors.ts',
      'resources/validation.ts',
    ]);
  });
});
