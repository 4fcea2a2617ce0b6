import { describe, expect, it } from 'vitest';
import { detectEnvironment, type EnvironmentTable, environmentSettings, publicStorageBase } from './environment';

const settings = (bucket: string) => ({
  bucket,
  publicBucket: `${bucket}-pub`,
  storageRegion: 'ap-shanghai',
  cdnHost: `${bucket}.cdn`,
  wechatAppId: `${bucket}-app`,
});
const table: EnvironmentTable = {
  productionHosts: ['framewise.cn', '.framewise.cn'],
  testHosts: ['test.framewise.cn'],
  settings: { production: settings('prod'), test: settings('test'), local: settings('local') },
};

describe('detectEnvironment', () => {
  it('recognises production by domain', () => {
    expect(detectEnvironment('framewise.cn', table)).toBe('production');
    expect(detectEnvironment('www.framewise.cn', table)).toBe('production');
  });
  it('excludes the test domain from production', () => {
    expect(detectEnvironment('test.framewise.cn', table)).toBe('test');
  });
  it('treats loopback and .local hosts as local', () => {
    for (const h of ['localhost', '127.0.0.1', '[::1]', 'dev.local']) expect(detectEnvironment(h, table)).toBe('local');
  });
  it('never treats an unknown host as production', () => {
    expect(detectEnvironment('framewise.cn.evil.com', table)).toBe('test');
    expect(detectEnvironment('notframewise.cn', table)).toBe('test');
  });
  it('selects the settings of the environment', () => {
    expect(environmentSettings('www.framewise.cn', table)).toMatchObject({ environment: 'production', bucket: 'prod' });
    expect(environmentSettings('localhost', table)).toMatchObject({ environment: 'local', bucket: 'local' });
  });
});

describe('publicStorageBase', () => {
  it('serves public keys from the CDN where there is one', () => {
    expect(publicStorageBase({ cdnHost: 'cdn.framewise.cn', publicBucket: 'framewise-cn-prod-public' })).toBe(
      'https://cdn.framewise.cn/',
    );
  });
  it("serves them from the API's own store in local runs", () => {
    expect(publicStorageBase({ cdnHost: '', publicBucket: 'public' })).toBe('/api/storage/public/');
  });
});
