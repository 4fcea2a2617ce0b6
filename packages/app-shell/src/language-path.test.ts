import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath } from './language-path';

describe('language URL scheme', () => {
  it('reads the language prefix and keeps it as the router basename', () => {
    expect(languageOfPath('/en/gallery')).toEqual({ language: 'en', basename: '/en' });
    expect(languageOfPath('/ja')).toEqual({ language: 'ja', basename: '/ja' });
    expect(languageOfPath('/zh/m/member')).toEqual({ language: 'zh', basename: '/zh' });
  });

  it('leaves unprefixed paths and look-alike segments to the build language', () => {
    expect(languageOfPath('/gallery')).toEqual({ language: undefined, basename: '' });
    expect(languageOfPath('/english')).toEqual({ language: undefined, basename: '' });
    expect(languageOfPath('/')).toEqual({ language: undefined, basename: '' });
  });

  it("prefixes every language but the build's own", () => {
    expect(localizedPath('/gallery', 'en', 'zh')).toBe('/en/gallery');
    expect(localizedPath('/', 'ja', 'en')).toBe('/ja/');
    expect(localizedPath('/gallery', 'en', 'en')).toBe('/gallery');
  });
});
