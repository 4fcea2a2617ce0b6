import { selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { useCallback, useEffect, useState } from 'react';
import { type PurchaseIntent, peekPurchaseIntent, setPurchaseIntent } from './purchase-intent';

/**
 * What a buy button does: buying needs login, so a visitor gets the login modal; a logged-in user
 * gets the points modal, opened on the intent (a preselected package, or subscription management).
 */
export function useBuy(): (intent?: PurchaseIntent) => void {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return useCallback(
    (intent?: PurchaseIntent) => {
      dispatch(setPurchaseIntent(loggedIn ? (intent ?? null) : null));
      dispatch(loggedIn ? uiActions.setVisiblePointModal(true) : uiActions.setVisibleLoginModal(true));
    },
    [dispatch, loggedIn],
  );
}

/** The intent the points modal was opened on, read once when it mounts and then forgotten. */
export function usePurchaseIntent(): PurchaseIntent | null {
  const dispatch = useAppDispatch();
  const [intent] = useState(() => dispatch(peekPurchaseIntent()));
  useEffect(() => {
    dispatch(setPurchaseIntent(null));
  }, [dispatch]);
  return intent;
}
