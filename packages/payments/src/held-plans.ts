import { selectMemberships, selectTopMembership, selectVipLoaded } from '@framewise/stores';
import { useMemo } from 'react';
import { usePaymentsSelector } from './hooks';

/** The plan types the user holds: the loaded memberships, else the user info's highest plan. */
export function useHeldPlanTypes(): Set<string> {
  const loaded = usePaymentsSelector(selectVipLoaded);
  const memberships = usePaymentsSelector(selectMemberships);
  const userType = usePaymentsSelector((state) => state.user.vip_type);
  return useMemo(
    () => new Set(loaded ? memberships.map((m) => m.vip_type) : userType ? [userType] : []),
    [loaded, memberships, userType],
  );
}

/** The user's highest plan as the membership list has it, or null (none, or not loaded yet). */
export function useTopPlan() {
  return usePaymentsSelector(selectTopMembership);
}
