import { useTranslation } from '@framewise/i18n';
import { selectTopMembership, selectUser, selectVipLoaded, selectVipName, useAppSelector } from '@framewise/stores';
import { useCallback } from 'react';

/**
 * The plan types the membership namespace names (planNames). The server sends the type with its own (English)
 * name; the client shows the translated name, and the server's name only for a type it does not know yet.
 */
export const NAMED_PLAN_TYPES = [
  'NORMAL',
  'BASE',
  'HIGH',
  'PRO',
  'VIP2_PRO',
  'GLOBAL_BASE',
  'GLOBAL_STD',
  'GLOBAL_PRO',
] as const;

type NamedPlanType = (typeof NAMED_PLAN_TYPES)[number];

const isNamed = (type: string): type is NamedPlanType => (NAMED_PLAN_TYPES as readonly string[]).includes(type);

/** A plan's name in the page's language: `planName({ type: 'HIGH', name: 'High' })` is 高级会员 in zh. */
export function usePlanName(): (plan: { type: string; name: string }) => string {
  const { t } = useTranslation('membership');
  return useCallback(({ type, name }) => (isNamed(type) ? t(`planNames.${type}`) : name.trim() || type), [t]);
}

/**
 * The displayed name of the user's highest plan, translated: the membership list's top entry once
 * loaded, the user info's vip_type until then; 'VIP' when neither names a plan.
 */
export function useVipDisplayName(): string {
  const planName = usePlanName();
  const loaded = useAppSelector(selectVipLoaded);
  const top = useAppSelector(selectTopMembership);
  const userType = useAppSelector(selectUser).vip_type;
  const serverName = useAppSelector(selectVipName);
  const type = loaded ? top?.vip_type : userType;
  return type ? planName({ type, name: serverName }) : serverName;
}
