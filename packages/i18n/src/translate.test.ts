import { describe, expect, it } from 'vitest';
import { interpolate, lookupPath, pluralForm, resolveText } from './translate';

describe('lookupPath', () => {
  const messages = { a: { b: 'text' }, leaf: 'x' };
  it('finds a dotted leaf and nothing else', () => {
    expect(lookupPath(messages, 'a.b')).toBe('text');
    expect(lookupPath(messages, 'a')).toBeUndefined();
    expect(lookupPath(messages, 'a.c')).toBeUndefined();
    expect(lookupPath(messages, 'leaf.more')).toBeUndefined();
    expect(lookupPath(messages, 'constructor')).toBeUndefined();
    expect(lookupPath(undefined, 'a.b')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills each placeholder and keeps one without a value', () => {
    expect(interpolate('{{n}} of {{ total }}, {{n}}', { n: 2, total: '5' })).toBe('2 of 5, 2');
    expect(interpolate('left {{missing}}', { other: 1 })).toBe('left {{missing}}');
    expect(interpolate('<b>{{name}}</b>', { name: '<i>' })).toBe('<b><i></b>'); // React escapes, not us
  });
});

describe('plurals', () => {
  it('follows each language: en has one and other, zh and ja only other', () => {
    expect(pluralForm('en', 1)).toBe('one');
    expect(pluralForm('en', 2)).toBe('other');
    expect(pluralForm('en', 0)).toBe('other');
    expect(pluralForm('zh', 1)).toBe('other');
    expect(pluralForm('ja', 1)).toBe('other');
  });

  it('picks the plural form before the bare key, language by language', () => {
    const en = { packs_one: '{{count}} pack', packs_other: '{{count}} packs', plain: '{{count}} x' };
    const zh = { packs_one: '{{count}} 份 (one)', packs_other: '{{count}} 份', only: '只有中文' };
    const sources = [
      { language: 'en', messages: en },
      { language: 'zh', messages: zh },
    ];
    expect(resolveText(sources, 'packs', { count: 1 })).toBe('1 pack');
    expect(resolveText(sources, 'packs', { count: 3 })).toBe('3 packs');
    expect(resolveText(sources, 'plain', { count: 1 })).toBe('1 x');
    expect(resolveText(sources, 'only', undefined)).toBe('只有中文');
    expect(resolveText([{ language: 'zh', messages: zh }], 'packs', { count: 1 })).toBe('1 份');
    expect(resolveText(sources, 'none', undefined)).toBeUndefined();
  });
});
