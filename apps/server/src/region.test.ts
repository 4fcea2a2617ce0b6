import { REGIONS } from '@framewise/contracts';
import { describe, expect, it } from 'vitest';
import { appliesToRegion, featuresOf, REGION_FEATURES, regionOfLogin, servesFeature, UPGRADE_REGION } from './region';

describe('region features', () => {
  it('names every difference for both builds, as the modules used to branch', () => {
    expect(Object.keys(REGION_FEATURES).sort()).toEqual([...REGIONS].sort());
    expect(featuresOf('cn')).toMatchObject({ language: 'zh', packagePriceJson: false, wechatLogin: true });
    expect(featuresOf('global')).toMatchObject({ language: 'en', packagePriceJson: true, googleLogin: true });
    expect(UPGRADE_REGION).toBe('global');
  });

  it('tells what a deployment serving some regions offers', () => {
    expect(servesFeature(['cn'], 'googleLogin')).toBe(false);
    expect(servesFeature(['cn', 'global'], 'googleLogin')).toBe(true);
    expect(servesFeature(['global'], 'wechatLogin')).toBe(false);
  });

  it("guesses a points account's region from the login, and scopes region-limited records", () => {
    expect(regionOfLogin(true)).toBe('global');
    expect(regionOfLogin(false)).toBe('cn');
    expect(appliesToRegion(null, 'cn')).toBe(true);
    expect(appliesToRegion('global', 'global')).toBe(true);
    expect(appliesToRegion('global', 'cn')).toBe(false);
  });
});
