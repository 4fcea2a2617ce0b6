import type { AppThunk } from './state';

/** The brand of a build: the key of its name in the app namespace (`brand.<key>`) and of its theme. */
export type Brand = 'domestic' | 'overseas';

/**
 * What a build offers, by name. Shared packages read these (`dispatch(getBuildFeatures())`) and never ask which
 * region they run in; each app sets them in its src/config.ts (`buildConfig.features`), and the app shell hands
 * them to the store's services. A new difference between the builds becomes a new name here, not a region test
 * (`tooling/scripts/region-branches.mjs` fails lint on one in a shared package).
 */
export interface BuildFeatures {
  /**
   * Codes are activation codes, redeemed in a modal (account menu, `?code=1`, a button on the member page);
   * without it they are gift codes typed on the member page.
   */
  activationCode: boolean;
  /** The profile shows the phone number (and binding one): the build logs in by phone. */
  phoneProfile: boolean;
  /** Invitations: the profile shows the user's own invite code and their introducer (set once). */
  invite: boolean;
  /**
   * Points are bought as a quantity (1 to 4) of the first points package; without it each points package is an
   * offer of its own.
   */
  quantityPicker: boolean;
  /**
   * How prices are read and written: 'yuan' takes the package's price field (fen) and shows yuan with 2
   * decimals; 'currency' takes the package json's price and unit (US dollars when absent) and shows 0 decimals.
   */
  priceFormat: 'yuan' | 'currency';
  /** Members manage their card subscription (cycle, upgrade, billing portal) from the member page. */
  manageSubscription: boolean;
  /** Sign-in with Google: /passport/google leaves the app for the API's sign-in. */
  googleLogin: boolean;
}

/** The running build's features, from the services the app gave the store; dispatches nothing (safe in render). */
export const getBuildFeatures = (): AppThunk<BuildFeatures> => (_dispatch, _getState, services) => services.features;

/** The running build's brand key, from the store's services. */
export const getBrand = (): AppThunk<Brand> => (_dispatch, _getState, services) => services.brand;
