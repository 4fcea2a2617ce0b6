import type { PlanPeriod } from '@framewise/contracts';

/**
 * Plan types and their ranking. Types are recognised by substring, as clients do, so the rules
 * hold for any plan a later catalogue adds: NORMAL < BASE < HIGH / STD < PRO < VIP2 PRO / GLOBAL_PRO.
 */
export const PLAN_TYPES = {
  cn: ['NORMAL', 'BASE', 'HIGH', 'PRO', 'VIP2_PRO'],
  global: ['GLOBAL_BASE', 'GLOBAL_STD', 'GLOBAL_PRO'],
} as const;

export const RANK = { NONE: 0, NORMAL: 1, BASE: 2, HIGH: 3, PRO: 4, TOP: 5 } as const;

/** The rank of a plan type; 0 for an unknown type. */
export function rankOfType(type: string): number {
  const t = type.toUpperCase();
  if (t.includes('PRO') && (t.includes('VIP2') || t.includes('GLOBAL'))) return RANK.TOP;
  if (t.includes('PRO')) return RANK.PRO;
  if (t.includes('HIGH') || t.includes('STD')) return RANK.HIGH;
  if (t.includes('BASE')) return RANK.BASE;
  if (t.includes('NORMAL')) return RANK.NORMAL;
  return RANK.NONE;
}

/** Shown when the highest plan has no name of its own. */
export const FALLBACK_VIP_NAME = 'VIP';

/** Calendar months in one period. */
export const PERIOD_MONTHS: Record<PlanPeriod, number> = { month: 1, season: 3, year: 12 };
