import type { Region } from '@framewise/contracts';
import type { ComponentType } from 'react';
import { AccountMenu } from './AccountMenu';
import type { AvatarHosts } from './avatar-url';
import { CodePanel } from './CodePanel';
import { type ProfileFeatures, UserInfoPanel } from './UserInfoPanel';

/**
 * What the app shell passes for one build (its AccountSlotsContext): cdnHost is the CDN host whose avatars take the
 * small-WebP suffix, publicBase where public-bucket keys are served, for profiles whose avatar_url is a stored key.
 */
export interface AccountSlotsOptions extends AvatarHosts {
  /** The build's region: it picks the profile rows (see profileFeaturesOf). */
  region: Region;
  /** The account menu offers the activation-code modal (overseas). */
  activationCode: boolean;
}

export interface AccountSlots {
  AccountMenu: ComponentType;
  UserInfoPanel: ComponentType<{ onClose(): void }>;
  CodePanel: ComponentType<{ onClose(): void }>;
}

/** Phone, own invite code and introducer are features of the domestic build (phone login, invite rewards). */
export function profileFeaturesOf(region: Region): ProfileFeatures {
  const domestic = region === 'cn';
  return { phone: domestic, invite: domestic, introducer: domestic };
}

/** The account screens configured for one build, shaped for the app shell's slots. */
export function accountSlots({ region, cdnHost, publicBase, activationCode }: AccountSlotsOptions): AccountSlots {
  const profile = profileFeaturesOf(region);
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per build by the shell, so its identity is stable
    AccountMenu: function BuildAccountMenu() {
      return <AccountMenu cdnHost={cdnHost} publicBase={publicBase} activationCode={activationCode} />;
    },
    // biome-ignore lint/correctness/noComponentHookFactories: made once per build by the shell, so its identity is stable
    UserInfoPanel: function BuildUserInfoPanel({ onClose }) {
      return <UserInfoPanel onClose={onClose} features={profile} cdnHost={cdnHost} publicBase={publicBase} />;
    },
    CodePanel,
  };
}
