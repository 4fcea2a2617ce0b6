import type { EnvironmentTable } from '@framewise/app-shell';

/** WeChat's JS-SDK script, used inside WeChat for JSAPI pay and sharing; local runs use the API's stand-in instead. */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** The domestic build's configuration: the China build, online (docs/architecture.md, composition roots). */
export const buildConfig = {
  brand: 'domestic',
  region: 'cn',
  /**
   * What this build offers (BuildFeatures in @framewise/stores): phone login, so the profile shows the phone;
   * invitations; gift codes on the member page; every points package an offer of its own, priced in yuan.
   */
  features: {
    activationCode: false,
    phoneProfile: true,
    invite: true,
    quantityPicker: false,
    priceFormat: 'yuan',
    manageSubscription: false,
    googleLogin: false,
  },
  online: true,
  title: '帧意 Framewise',
  description: '文生视频、图生视频、视频转视频、口型同步与高清放大，免费的 AI 视频创作平台。',
  icon: '/favicon.svg',
  defaultLanguage: 'zh',
  /** Unprefixed URLs are in zh (index.html's lang); /en/... and /ja/... hold the other languages. */
  urlLanguage: 'zh',
  /** Canonical, hreflang and sitemap URLs (VITE_SITE_URL for a deployment on another host). */
  siteUrl: import.meta.env.VITE_SITE_URL ?? 'https://framewise.cn',
  /** On the domestic build the root path redirects here (docs/product.md, the routes table). */
  homePath: '/app/home',
} as const;

const env = import.meta.env;

/** Values per environment; bucket names and ids can be overridden at build time with VITE_* variables. */
export const environments: EnvironmentTable = {
  productionHosts: ['framewise.cn', '.framewise.cn'],
  testHosts: ['test.framewise.cn', '.test.framewise.cn'],
  settings: {
    production: {
      bucket: env.VITE_CN_PROD_BUCKET ?? 'framewise-cn-prod',
      publicBucket: env.VITE_CN_PROD_PUBLIC_BUCKET ?? 'framewise-cn-prod-public',
      storageRegion: 'ap-shanghai',
      cdnHost: env.VITE_CN_PROD_CDN ?? 'cdn.framewise.cn',
      wechatAppId: env.VITE_CN_PROD_WECHAT_APPID ?? '',
    },
    test: {
      bucket: env.VITE_CN_TEST_BUCKET ?? 'framewise-cn-test',
      publicBucket: env.VITE_CN_TEST_PUBLIC_BUCKET ?? 'framewise-cn-test-public',
      storageRegion: 'ap-beijing',
      cdnHost: env.VITE_CN_TEST_CDN ?? 'cdn-test.framewise.cn',
      wechatAppId: env.VITE_CN_TEST_WECHAT_APPID ?? '',
    },
    local: {
      bucket: 'private',
      publicBucket: 'public',
      storageRegion: 'local',
      cdnHost: '',
      // The API's WeChat sandbox stands in for WeChat, so phone browsers can log in the way they do in production.
      wechatAppId: 'wx0000sandbox0000',
      wechatAuthorizeUrl: '/sandbox/wechat-oauth',
      // The API's stand-in for WeChat's JS-SDK: JSAPI pay and sharing work in a WeChat user agent locally.
      wechatJsSdkUrl: '/sandbox/wechat/jweixin.js',
    },
  },
};
