import type { ComponentType } from 'react';
import { AccountMenu } from './AccountMenu';
import type { AvatarHosts } from './avatar-url';
import { CodePanel } from './CodePanel';
import { type ProfileFeatures, UserInfoPanel } from './UserInfoPanel';

/**
 * cdnHost: the CDN host whose avatars take the small-WebP suffix (the environment's cdnHost); publicBase: where
 * public-bucket keys are served, for profiles whose avatar_url is a stored key.
 */
export interface AccountSlotsOptions extends AvatarHosts {
  /** Profile rows of the build (domestic: phone, invite code, introducer). */
  profile: ProfileFeatures;
  /** The account menu offers the activation-code modal (overseas). */
  activationCode: boolean;
}

export interface AccountSlots {
  AccountMenu: ComponentType;
  UserInfoPanel: ComponentType<{ onClose(): void }>;
  CodePanel: ComponentType<{ onClose(): void }>;
}

/** The account screens configured for one build, shaped for the app shell's slots. */
export function accountSlots({ cdnHost, publicBase, profile, activationCode }: AccountSlotsOptions): AccountSlots {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once at the composition root, so its identity is stable
    AccountMenu: function BuildAccountMenu() {
      return <AccountMenu cdnHost={cdnHost} publicBase={publicBase} activationCode={activationCode} />;
    },
    // biome-ignore lint/correctness/noComponentHookFactories: made once at the composition root, so its identity is stable
    UserInfoPanel: function BuildUserInfoPanel({ onClose }) {
      return <UserInfoPanel onClose={onClose} features={profile} cdnHost={cdnHost} publicBase={publicBase} />;
    },
    CodePanel,
  };
}
