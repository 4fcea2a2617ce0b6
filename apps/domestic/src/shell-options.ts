import type { HttpClient } from '@framewise/api-client';
import { environmentSettings, lazySlot, legalFilingsSlot, type ShellAppOptions } from '@framewise/app-shell';
import { appPages, appTaskSlots } from '@framewise/creation-tools/app-pages';
import type { AppServices, PageSurface } from '@framewise/stores';
import { lazyUploadServices } from '@framewise/upload';
import { buildConfig, environments, WECHAT_JS_SDK_URL } from './config';

/** Where the page was opened: the browser's location, or the prerender's (localhost, no query). */
type PageLocation = Pick<Location, 'hostname' | 'search'>;

/**
 * Composition root of the domestic build: region-specific services (login, payment and upload adapters) are chosen
 * here and nowhere else; the screens every build shares come from the packages (appPages), the account screens
 * from @framewise/auth (loaded on first use by the shell). main.tsx mounts it; prerender.tsx renders its public
 * pages at build time.
 */
export function shellOptions(location: PageLocation, surface: PageSurface) {
  const environment = environmentSettings(location.hostname, environments);

  /** Leaves for WeChat's authorisation, which returns to /m/member and keeps the openid JSAPI payments use. */
  const authorizeWechat = (http: HttpClient) => async () => {
    const { beginWechatAuthorization } = await import('@framewise/auth/wechat-qr');
    const url = await beginWechatAuthorization(
      http,
      environment.wechatAppId,
      window.location.origin,
      environment.wechatAuthorizeUrl,
    );
    window.location.assign(url);
  };

  // Captcha runs when the build carries its app id (set it exactly where the server verifies captcha tickets); WeChat
  // mobile authorisation uses the environment's app id.
  const slots = {
    // The header's tray of running tasks and the follower that announces their endings on every page.
    TaskTray: lazySlot(appTaskSlots.TaskTray),
    TaskFollower: lazySlot(appTaskSlots.TaskFollower),
    LoginPanel: lazySlot(() =>
      import('@framewise/auth/wechat-qr').then((module) =>
        module.domesticLoginPanel({
          captchaAppId: import.meta.env.VITE_CN_CAPTCHA_APP_ID,
          wechatAppId: environment.wechatAppId,
          wechatAuthorizeUrl: environment.wechatAuthorizeUrl,
          surface,
        }),
      ),
    ),
    // WeChat's mobile authorisation comes back to /m/member with ?code=; only such a page load fetches the code that
    // finishes it.
    ReturnHandler: new URLSearchParams(location.search).has('code')
      ? lazySlot(() => import('@framewise/auth/wechat-qr').then((module) => module.WechatReturn))
      : undefined,
    // Points and plans, paid by WeChat Pay / Alipay QR code; plan changes go through customer service.
    PointPanel: lazySlot(() =>
      import('@framewise/payments/wechat-alipay').then((module) =>
        module.domesticPointPanel({
          support: {
            email: import.meta.env.VITE_CN_SUPPORT_EMAIL ?? 'support@framewise.cn',
            wechat: import.meta.env.VITE_CN_SUPPORT_WECHAT,
            hours: '9:00–21:00',
          },
        }),
      ),
    ),
    // A site in mainland China shows its ICP and public security filing numbers in the footer; each deployment sets
    // its own, and a build without them (development, tests) shows none.
    FooterNotice: legalFilingsSlot({
      icp: import.meta.env.VITE_ICP_LICENCE,
      publicSecurity: import.meta.env.VITE_PUBLIC_SECURITY_FILING,
    }),
  };

  return {
    build: buildConfig,
    environments,
    regionServices: (http: HttpClient) => ({
      surface,
      shareForPoints: true,
      authorizeWechat: authorizeWechat(http),
      wechatJsSdkUrl: environment.wechatJsSdkUrl ?? WECHAT_JS_SDK_URL,
    }),
    // Account menu and profile screens (no activation codes in this build), and the session restore at start.
    account: () => import('@framewise/auth'),
    slots,
    // Screens of shared packages, each its own chunk loaded with its route.
    pages: appPages,
    // Upload components reach the engine through this provider; the engine itself (compression, drivers) is a
    // separate chunk loaded by the first upload.
    provider: ({ store, http }) =>
      lazyUploadServices({
        drivers: ['local', 'cos'],
        load: () => import('./uploader').then((module) => module.createUploader(http)),
        store,
      }),
  } satisfies ShellAppOptions<Partial<AppServices>>;
}
