import { environmentSettings, queryModalsOf } from '@framewise/app-shell';
import { PREVIEW_BUILDS } from '@framewise/stores/testing';
import { describe, expect, it } from 'vitest';
import { buildConfig, environments } from './config';

describe('domestic build configuration', () => {
  it('is the China build with zh and the /app/home root', () => {
    expect(buildConfig).toMatchObject({ region: 'cn', online: true, defaultLanguage: 'zh' });
    expect(buildConfig.homePath).toBe('/app/home');
  });
  it('offers no activation-code modal', () => {
    expect(queryModalsOf(buildConfig)).not.toContain('code');
  });
  it('is the build stories and tests preview as the domestic one', () => {
    expect({ brand: buildConfig.brand, features: buildConfig.features }).toEqual(PREVIEW_BUILDS.cn);
  });
  it('selects buckets, region, CDN and app id by domain', () => {
    const prod = environmentSettings('www.framewise.cn', environments);
    const test = environmentSettings('test.framewise.cn', environments);
    const local = environmentSettings('localhost', environments);
    expect(prod.environment).toBe('production');
    expect(test.environment).toBe('test');
    expect(local.environment).toBe('local');
    expect(prod.bucket).not.toBe(test.bucket);
    expect(prod.cdnHost).not.toBe(test.cdnHost);
    expect(['ap-shanghai', 'ap-beijing']).toContain(prod.storageRegion);
    expect(['ap-shanghai', 'ap-beijing']).toContain(test.storageRegion);
  });
});
