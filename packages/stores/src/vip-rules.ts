import type { PlanPeriod } from '@framewise/contracts/routes';

/** One membership the user holds, as GET /api/user/vipInfo lists it (expire: ISO 8601 end of the membership). */
export interface MembershipEntry {
  vip_type: string;
  name: string;
  batch_type: PlanPeriod;
  expire: string;
}

/** Shown when the highest-ranked membership has no name of its own. */
export const FALLBACK_VIP_NAME = 'VIP';

/** VIP info is kept 15 minutes and served without a request while younger than 10. */
export const VIP_CACHE_TTL_MS = 15 * 60_000;
export const VIP_FRESH_MS = 10 * 60_000;

/**
 * Ranking low to high: NORMAL 1; BASE 2; HIGH / STD 3; PRO 4; VIP2 PRO / GLOBAL_PRO 5 (0: unknown type). Types are
 * recognised by substring, so VIP2 variants and later plans of either family rank without a client release; the
 * server ranks with the same rule (apps/server membership plans.ts).
 */
export const VIP_RANK = { NONE: 0, NORMAL: 1, BASE: 2, HIGH: 3, PRO: 4, TOP: 5 } as const;

export function vipRank(type: string): number {
  const t = type.toUpperCase();
  if (t.includes('PRO') && (t.includes('VIP2') || t.includes('GLOBAL'))) return VIP_RANK.TOP;
  if (t.includes('PRO')) return VIP_RANK.PRO;
  if (t.includes('HIGH') || t.includes('STD')) return VIP_RANK.HIGH;
  if (t.includes('BASE')) return VIP_RANK.BASE;
  if (t.includes('NORMAL')) return VIP_RANK.NORMAL;
  return VIP_RANK.NONE;
}

/** The derived flags. isVip: any membership at all; the others: a type containing that part. */
export interface VipFlags {
  isVip: boolean;
  isNormalVip: boolean;
  isBaseVip: boolean;
  isHighVip: boolean;
  isStdVip: boolean;
  isProVip: boolean;
  isVip2: boolean;
}

export function vipFlagsOf(types: readonly string[]): VipFlags {
  const upper = types.map((t) => t.toUpperCase());
  const any = (part: string) => upper.some((t) => t.includes(part));
  return {
    isVip: types.length > 0,
    isNormalVip: any('NORMAL'),
    isBaseVip: any('BASE'),
    isHighVip: any('HIGH'),
    isStdVip: any('STD'),
    isProVip: any('PRO'),
    isVip2: any('VIP2'),
  };
}

/** The highest-ranked membership; the first listed wins a tie. */
export function topMembership<E extends { vip_type: string }>(entries: readonly E[]): E | undefined {
  let top: E | undefined;
  for (const entry of entries) {
    if (!top || vipRank(entry.vip_type) > vipRank(top.vip_type)) top = entry;
  }
  return top;
}

/** The name to display: the highest-ranked membership's, else 'VIP'. Callers show it only when isVip. */
export function vipDisplayName(entries: readonly { vip_type: string; name: string }[]): string {
  return topMembership(entries)?.name.trim() || FALLBACK_VIP_NAME;
}

/** A selectable item (style, model, option) that may be reserved for members. */
export interface VipGatedItem {
  title: string;
  /** The item's tag as shown beside it ('VIP', 'Pro'...). */
  label: string;
  isVip?: boolean;
  isProVip?: boolean;
}

/**
 * Why the user may not select an item, or null when they may. `reason` names the message of the
 * membershipErrors i18n namespace ('tiers.vipItem' / 'tiers.proVipItem'), which names the item's title and label.
 */
export interface VipItemRefusal {
  reason: 'vipItem' | 'proVipItem';
  title: string;
  label: string;
}

export function vipItemRefusal(flags: Pick<VipFlags, 'isVip' | 'isProVip'>, item: VipGatedItem): VipItemRefusal | null {
  if (item.isProVip && !flags.isProVip) return { reason: 'proVipItem', title: item.title, label: item.label };
  if (item.isVip && !flags.isVip) return { reason: 'vipItem', title: item.title, label: item.label };
  return null;
}
