import { selectIsLoggedIn, uiActions } from '@framewise/stores';
import { useCallback } from 'react';
import { usePaymentsDispatch, usePaymentsSelector } from './hooks';

/**
 * What a buy button does until checkout is wired: buying needs login (spec section 6), so a visitor gets the login
 * modal; a logged-in user gets the points modal.
 */
export function useBuy(): () => void {
  const dispatch = usePaymentsDispatch();
  const loggedIn = usePaymentsSelector(selectIsLoggedIn);
  return useCallback(() => {
    dispatch(loggedIn ? uiActions.setVisiblePointModal(true) : uiActions.setVisibleLoginModal(true));
  }, [dispatch, loggedIn]);
}
