import { useAppSelector } from '@framewise/stores';
import { type ReactNode, useEffect } from 'react';
import { useBuy } from '../buy-actions';
import type { PurchaseIntent } from '../purchase-intent';

/**
 * Presses a buy button with intent on mount (or opens the points modal plainly), then shows children while the
 * points modal is open: the way the member page and the shell's modal meet in the app.
 */
export function PurchaseHarness({ intent, children }: { intent?: PurchaseIntent; children: ReactNode }) {
  const buy = useBuy();
  const open = useAppSelector((state) => state.ui.visiblePointModal);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one press on mount, like a user's click
  useEffect(() => buy(intent), []);
  return open ? children : null;
}
