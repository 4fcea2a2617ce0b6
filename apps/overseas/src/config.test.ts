import { environmentSettings, queryModalsOf } from '@framewise/app-shell';
import { PREVIEW_BUILDS } from '@framewise/stores/testing';
import { describe, expect, it } from 'vitest';
import { buildConfig, environments } from './config';

describe('overseas build configuration', () => {
  it('is the global build whose home page is the root', () => {
    expect(buildConfig).toMatchObject({ region: 'global', online: true, homePath: '/' });
  });
  it('keeps zh as the fallback language, reaching en through <html lang>', () => {
    expect(buildConfig.defaultLanguage).toBe('zh');
  });
  it('offers the activation-code modal', () => {
    expect(queryModalsOf(buildConfig)).toContain('code');
  });
  it('is the build stories and tests preview as the overseas one', () => {
    expect({ brand: buildConfig.brand, features: buildConfig.features }).toEqual(PREVIEW_BUILDS.global);
  });
  it('selects buckets and CDN by domain', () => {
    const prod = environmentSettings('framewise.ai', environments);
    const test = environmentSettings('test.framewise.ai', environments);
    expect(prod.environment).toBe('production');
    expect(test.environment).toBe('test');
    expect(prod.bucket).not.toBe(test.bucket);
    expect(environmentSettings('127.0.0.1', environments).environment).toBe('local');
  });
});
