import type { AppThunk, BuildFeatures } from '@framewise/stores';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PanelProps, ShellSlots } from './slots';

/** What the shell tells the account module about the build whose slots it fills. */
export interface AccountSlotsContext {
  /** What the build offers: the profile rows and whether the account menu links to the activation-code modal. */
  features: BuildFeatures;
  /** CDN host whose avatars take the small-WebP suffix; empty in local runs. */
  cdnHost: string;
  /** Where public-bucket keys (stored avatars) are served: see publicStorageBase. */
  publicBase: string;
}

/** The account screens one build gets, shaped for the shell's slots. */
export interface AccountScreens {
  AccountMenu: ComponentType;
  UserInfoPanel: ComponentType<PanelProps>;
  CodePanel: ComponentType<PanelProps>;
}

/**
 * The account module as the shell uses it: the entry of @framewise/auth, which the apps pass as
 * `() => import('@framewise/auth')` so it stays out of the first chunk. Declared here, not imported, because the
 * shell sits below auth.
 */
export interface AccountModule {
  accountSlots(context: AccountSlotsContext): AccountScreens;
  /** Restores the session once at start (completes a login that came back from another site). */
  bootstrapSession(): AppThunk<Promise<void>>;
}

/** A slot whose component loads on its first render, so its code is a chunk of its own. */
export function lazySlot<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The account slots, filled from one lazily loaded module: the first slot that renders loads it, the others reuse
 * the same screens. CodePanel only where the build offers the activation-code modal; elsewhere the slot stays empty.
 */
export function lazyAccountSlots(load: () => Promise<AccountModule>, context: AccountSlotsContext): ShellSlots {
  let screens: Promise<AccountScreens> | undefined;
  const account = () => {
    screens ??= load().then((module) => module.accountSlots(context));
    return screens;
  };
  const slots: ShellSlots = {
    AccountMenu: lazySlot(async () => (await account()).AccountMenu),
    UserInfoPanel: lazySlot(async () => (await account()).UserInfoPanel),
  };
  if (context.features.activationCode) slots.CodePanel = lazySlot(async () => (await account()).CodePanel);
  return slots;
}
