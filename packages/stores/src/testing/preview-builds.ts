import type { Region } from '@framewise/contracts/routes';
import type { Brand, BuildFeatures } from '../build-features';

/** A build as stories and tests preview it. */
export interface PreviewBuild {
  brand: Brand;
  features: BuildFeatures;
}

/**
 * The two builds' brands and features as their apps set them (each app's src/config.ts; its config test checks
 * they still match), keyed by the region a preview store is made for.
 */
export const PREVIEW_BUILDS: Readonly<Record<Region, PreviewBuild>> = {
  cn: {
    brand: 'domestic',
    features: {
      activationCode: false,
      phoneProfile: true,
      invite: true,
      quantityPicker: false,
      priceFormat: 'yuan',
      manageSubscription: false,
      googleLogin: false,
    },
  },
  global: {
    brand: 'overseas',
    features: {
      activationCode: true,
      phoneProfile: false,
      invite: false,
      quantityPicker: true,
      priceFormat: 'currency',
      manageSubscription: true,
      googleLogin: true,
    },
  },
};
