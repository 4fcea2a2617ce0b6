import type { EnvironmentTable } from '@framewise/app-shell';

/** The overseas build's configuration. <html lang="en"> makes detection land on en; the fallback stays zh. */
export const buildConfig = {
  brand: 'overseas',
  region: 'global',
  /**
   * What this build offers (BuildFeatures in @framewise/stores): activation codes, points as 1 to 4 of one
   * package priced in its currency, card subscriptions managed from the member page, Google sign-in.
   */
  features: {
    activationCode: true,
    phoneProfile: false,
    invite: false,
    quantityPicker: true,
    priceFormat: 'currency',
    manageSubscription: true,
    googleLogin: true,
  },
  online: true,
  title: 'Framewise',
  description: 'Text to video, image to video, video to video, lip-sync and upscaling. A free AI video platform.',
  icon: '/favicon.svg',
  defaultLanguage: 'zh',
  /** Unprefixed URLs are in en (index.html's lang); /zh/... and /ja/... hold the other languages. */
  urlLanguage: 'en',
  /** Canonical, hreflang and sitemap URLs (VITE_SITE_URL for a deployment on another host). */
  siteUrl: import.meta.env.VITE_SITE_URL ?? 'https://framewise.ai',
  homePath: '/',
} as const;

const env = import.meta.env;

/** Values per environment; overseas has no messaging-app id. */
export const environments: EnvironmentTable = {
  productionHosts: ['framewise.ai', '.framewise.ai'],
  testHosts: ['test.framewise.ai', '.test.framewise.ai'],
  settings: {
    production: {
      bucket: env.VITE_GLOBAL_PROD_BUCKET ?? 'framewise-global-prod',
      publicBucket: env.VITE_GLOBAL_PROD_PUBLIC_BUCKET ?? 'framewise-global-prod-public',
      storageRegion: 'ap-singapore',
      cdnHost: env.VITE_GLOBAL_PROD_CDN ?? 'cdn.framewise.ai',
      wechatAppId: '',
    },
    test: {
      bucket: env.VITE_GLOBAL_TEST_BUCKET ?? 'framewise-global-test',
      publicBucket: env.VITE_GLOBAL_TEST_PUBLIC_BUCKET ?? 'framewise-global-test-public',
      storageRegion: 'ap-singapore',
      cdnHost: env.VITE_GLOBAL_TEST_CDN ?? 'cdn-test.framewise.ai',
      wechatAppId: '',
    },
    local: { bucket: 'private', publicBucket: 'public', storageRegion: 'local', cdnHost: '', wechatAppId: '' },
  },
};
