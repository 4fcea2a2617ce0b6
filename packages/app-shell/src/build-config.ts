import type { Region } from '@framewise/contracts';
import type { Language } from '@framewise/i18n';

/** A global modal the page URL can open with a query flag (spec section 2). */
export type QueryModal = 'userInfo' | 'point' | 'code';

/** What differs between the two builds and is a value, not code: each app's src/config.ts. */
export interface BuildConfig {
  brand: 'domestic' | 'overseas';
  region: Region;
  /** Overseas build (spec: abroad flag). */
  abroad: boolean;
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
  /** '/' shows the home page there; '/app/home' makes '/' redirect to it (spec section 2). */
  homePath: '/' | '/app/home';
}

/** The query-flag modals a build offers: the activation-code modal is overseas only. */
export function queryModalsOf(config: Pick<BuildConfig, 'abroad'>): readonly QueryModal[] {
  return config.abroad ? ['userInfo', 'point', 'code'] : ['userInfo', 'point'];
}
