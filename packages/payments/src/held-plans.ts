import { selectMemberships, selectVipLoaded, useAppSelector } from '@framewise/stores';
import { useMemo } from 'react';

/** The plan types the user holds: the loaded memberships, else the user info's highest plan. */
export function useHeldPlanTypes(): Set<string> {
  const loaded = useAppSelector(selectVipLoaded);
  const memberships = useAppSelector(selectMemberships);
  const userType = useAppSelector((state) => state.user.vip_type);
  return useMemo(
    () => new Set(loaded ? memberships.map((m) => m.vip_type) : userType ? [userType] : []),
    [loaded, memberships, userType],
  );
}
