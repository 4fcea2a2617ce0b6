import type { BuildFeatures } from '@framewise/stores';
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
  /** What the build offers: the profile rows (see profileFeaturesOf) and the menu's activation-code entry. */
  features: Pick<BuildFeatures, 'phoneProfile' | 'invite' | 'activationCode'>;
}

export interface AccountSlots {
  AccountMenu: ComponentType;
  UserInfoPanel: ComponentType<{ onClose(): void }>;
  CodePanel: ComponentType<{ onClose(): void }>;
}

/** The profile rows a build shows: the phone where it logs in by phone, invite code and introducer with invitations. */
export function profileFeaturesOf(features: Pick<BuildFeatures, 'phoneProfile' | 'invite'>): ProfileFeatures {
  return { phone: features.phoneProfile, invite: features.invite, introducer: features.invite };
}

/** The account screens configured for one build, shaped for the app shell's slots. */
export function accountSlots({ features, cdnHost, publicBase }: AccountSlotsOptions): AccountSlots {
  const profile = profileFeaturesOf(features);
  const { activationCode } = features;
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
