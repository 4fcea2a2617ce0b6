import { ErrorCode } from '@framewise/contracts';
import { type Language, translateMessage } from '@framewise/i18n/messages';
import type { Db } from '../../db';
import { AppError } from '../../http';
import { RANK } from './plans';
import { type MembershipSummary, membershipOf } from './service';

/** Message keys of the tier refusals (packages/i18n resources/membership-errors.ts). */
export const TIER_ERRORS = {
  subscribersOnly: 'membershipErrors.tiers.subscribersOnly',
  privateMode: 'membershipErrors.tiers.privateMode',
  style: 'membershipErrors.tiers.style',
  longVideo: 'membershipErrors.tiers.longVideo',
  unlimitedMode: 'membershipErrors.tiers.unlimitedMode',
  vipItem: 'membershipErrors.tiers.vipItem',
  proVipItem: 'membershipErrors.tiers.proVipItem',
} as const;

/** What a user's plans allow: ordinary (free), VIP (any plan), pro VIP (PRO and above). */
export interface UserTier {
  isVip: boolean;
  isProVip: boolean;
  unlimitEnable: boolean;
}

export function tierOf(membership: Pick<MembershipSummary, 'rank' | 'unlimitEnable'>): UserTier {
  return {
    isVip: membership.rank > RANK.NONE,
    isProVip: membership.rank >= RANK.PRO,
    unlimitEnable: membership.unlimitEnable,
  };
}

/** The tier of a user now. */
export async function loadTier(db: Db, userUuid: string, now: Date): Promise<UserTier> {
  return tierOf(await membershipOf(db, userUuid, now));
}

/**
 * The places the plans gate (docs/product.md, "Membership plans"):
 * - upscale2k4k: 2K / 4K upscale; privateMode; style: a subscriber-only style; longVideo: longer video conversion
 *   (all subscribers only);
 * - unlimitedMode: the relax mode, for plans with unlimitEnable;
 * - vipItem / proVipItem: a selectable item flagged isVip / isProVip, refused naming its title and label.
 */
export type TierRequirement =
  | { kind: 'upscale2k4k' | 'privateMode' | 'style' | 'longVideo' | 'unlimitedMode' }
  | { kind: 'vipItem' | 'proVipItem'; title: string; label: string };

/** The refusal for a requirement the tier does not meet: a message key and its parameters; undefined when met. */
export function tierRefusal(
  tier: UserTier,
  requirement: TierRequirement,
): { key: string; params: Record<string, string> } | undefined {
  switch (requirement.kind) {
    case 'upscale2k4k':
      return tier.isVip ? undefined : { key: TIER_ERRORS.subscribersOnly, params: {} };
    case 'privateMode':
      return tier.isVip ? undefined : { key: TIER_ERRORS.privateMode, params: {} };
    case 'style':
      return tier.isVip ? undefined : { key: TIER_ERRORS.style, params: {} };
    case 'longVideo':
      return tier.isVip ? undefined : { key: TIER_ERRORS.longVideo, params: {} };
    case 'unlimitedMode':
      return tier.unlimitEnable ? undefined : { key: TIER_ERRORS.unlimitedMode, params: {} };
    case 'vipItem':
      return tier.isVip
        ? undefined
        : { key: TIER_ERRORS.vipItem, params: { title: requirement.title, label: requirement.label } };
    case 'proVipItem':
      return tier.isProVip
        ? undefined
        : { key: TIER_ERRORS.proVipItem, params: { title: requirement.title, label: requirement.label } };
  }
}

/** A message key's text in language with {{name}} placeholders filled. */
export function translateWith(key: string, language: Language, params: Record<string, string>): string {
  return translateMessage(key, language).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * Throws AppError FORBIDDEN with the refusal text in the request's language when the tier does not meet the
 * requirement. The generation module calls this before it charges anything.
 */
export function assertTier(tier: UserTier, requirement: TierRequirement, language: Language): void {
  const refusal = tierRefusal(tier, requirement);
  if (refusal) throw new AppError(ErrorCode.FORBIDDEN, translateWith(refusal.key, language, refusal.params));
}
