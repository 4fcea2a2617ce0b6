import type { PayPackage } from '@framewise/contracts';
import type { PlanPeriod } from '@framewise/contracts/routes';
import type { AppServices, AppThunk } from '@framewise/stores';

/**
 * What a buy button asked the points modal for: one package (a plan with its period, or points with a quantity),
 * or the overseas subscription management. The modal opens on it; without one it shows the points packages.
 */
export type PurchaseIntent =
  | { kind: 'package'; pkg: PayPackage; batchType: PlanPeriod | null; quantity: number }
  | { kind: 'manage' };

// Per store (its services), like the package list cache: the modal's own state, not the app's.
const intents = new WeakMap<AppServices, PurchaseIntent>();

/** Records what the next opening of the points modal should show; null forgets it. */
export const setPurchaseIntent =
  (intent: PurchaseIntent | null): AppThunk =>
  (_dispatch, _getState, services) => {
    if (intent) intents.set(services, intent);
    else intents.delete(services);
  };

/** The recorded intent, if any; reading does not forget it (a render may run twice). */
export const peekPurchaseIntent = (): AppThunk<PurchaseIntent | null> => (_dispatch, _getState, services) =>
  intents.get(services) ?? null;
