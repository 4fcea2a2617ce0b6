// What differs between the domestic and the overseas build on the server, named as capabilities (like the client's
// BuildFeatures in packages/stores/src/build-features.ts). Modules read these instead of comparing region names:
// this file (with migrations and test code) is the only place that does (tooling/scripts/region-branches.mjs
// enforces it).
import { REGIONS, type Region } from '@framewise/contracts';
import type { Language } from '@framewise/i18n/messages';

export interface RegionFeatures {
  /** The language payers read the provider's screens and order subjects in. */
  language: Language;
  /** Package list entries carry their price details as JSON (the overseas offer picker reads them). */
  packagePriceJson: boolean;
  /** Plans are card subscriptions that can be changed mid-period with a prorated charge (Stripe). */
  planUpgrades: boolean;
  /** Sign-in with a Google account (OpenID Connect). */
  googleLogin: boolean;
  /** Sign-in with WeChat (QR connect, H5/JSAPI). */
  wechatLogin: boolean;
}

export const REGION_FEATURES: Readonly<Record<Region, RegionFeatures>> = {
  cn: { language: 'zh', packagePriceJson: false, planUpgrades: false, googleLogin: false, wechatLogin: true },
  global: { language: 'en', packagePriceJson: true, planUpgrades: true, googleLogin: true, wechatLogin: false },
};

export function featuresOf(region: Region): RegionFeatures {
  return REGION_FEATURES[region];
}

/** Whether a deployment serving `regions` offers a feature in at least one of them. */
export function servesFeature(regions: readonly Region[], feature: keyof RegionFeatures): boolean {
  return regions.some((region) => Boolean(REGION_FEATURES[region][feature]));
}

/** The region whose plans can be upgraded mid-period (the overseas one). */
export const UPGRADE_REGION: Region = REGIONS.find((region) => REGION_FEATURES[region].planUpgrades) ?? 'global';

/** The region of an account that signed in with Google, or with a phone or WeChat: a guess for its points account. */
export function regionOfLogin(hasGoogleIdentity: boolean): Region {
  return REGIONS.find((region) => REGION_FEATURES[region].googleLogin === hasGoogleIdentity) ?? 'cn';
}

/** Whether a record limited to `scope` (null: every region) applies to a request of `region`. */
export function appliesToRegion(scope: Region | null, region: Region): boolean {
  return scope === null || scope === region;
}
