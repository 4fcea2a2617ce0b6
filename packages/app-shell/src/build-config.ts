import type { Region } from '@framewise/contracts';
import type { Language } from '@framewise/i18n';
import type { Brand, BuildFeatures } from '@framewise/stores';

/** A global modal the page URL can open with a query flag. */
export type QueryModal = 'userInfo' | 'point' | 'code';

/** What differs between the two builds and is a value, not code: each app's src/config.ts. */
export interface BuildConfig {
  brand: Brand;
  /** Sent with every API call (the region header) and nothing else: shared code never branches on it. */
  region: Region;
  /**
   * What the build offers, by name (BuildFeatures in @framewise/stores documents each): activationCode,
   * phoneProfile, invite, quantityPicker, priceFormat, manageSubscription, googleLogin. Shared packages read these
   * where the builds differ; the shell hands them to the store's services.
   */
  features: BuildFeatures;
  online: boolean;
  title: string;
  description: string;
  icon: string;
  defaultLanguage: Language;
  /**
   * The language of the build's unprefixed URLs (its <html lang>); the others live under /zh, /en, /ja
   * (language-path.ts). defaultLanguage when not set.
   */
  urlLanguage?: Language;
  /** The public origin (https://framewise.cn) that canonical, hreflang and sitemap URLs are written against. */
  siteUrl?: string;
  /** '/' shows the home page there; '/app/home' makes '/' redirect to it. */
  homePath: '/' | '/app/home';
}

/** The query-flag modals a build offers: the activation-code modal only where codes are activation codes. */
export function queryModalsOf(config: Pick<BuildConfig, 'features'>): readonly QueryModal[] {
  return config.features.activationCode ? ['userInfo', 'point', 'code'] : ['userInfo', 'point'];
}
