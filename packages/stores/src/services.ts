import type { ApiExtra } from '@framewise/api-client';
import type { Brand, BuildFeatures } from './build-features';
import type { PageSurface } from './page-surface';

/**
 * What the thunks get as their extra argument. Each app builds it at its composition root; a region adds its own
 * services by extending this interface (`interface CnServices extends AppServices { ... }`).
 */
export interface AppServices extends ApiExtra {
  /** A stable device id; `fingerprintVisitorId` in the browser. */
  fingerprint(): Promise<string>;
  /** The build's brand key (its name in texts). */
  brand: Brand;
  /** What the build offers (see BuildFeatures): what shared code reads where the builds differ. */
  features: BuildFeatures;
  /** Client-side navigation (the router's navigate). */
  navigate(to: string): void;
  /** Where the page runs (desktop when absent); decided once by the app at its composition root. */
  surface?: PageSurface;
  /** WeChat's JS-SDK script (domestic build; local runs use the API's sandbox stand-in). */
  wechatJsSdkUrl?: string;
  /** Sharing to a group chat for current-day points is offered (domestic build). */
  shareForPoints?: boolean;
  /** Leaves for WeChat's authorisation, which comes back with the openid JSAPI payments need (domestic build). */
  authorizeWechat?: () => Promise<void>;
}
