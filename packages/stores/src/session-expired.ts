import type { AppThunk } from './state';
import { uiActions } from './ui-slice';
import { resetUserInfo } from './user-slice';

/**
 * A 401 answer outside login polling: forget the user and open the login flow. Wire it at the composition root:
 * `createHttpClient({ onSessionExpired: () => store.dispatch(onSessionExpired()), ... })`.
 */
export const onSessionExpired = (): AppThunk => (dispatch) => {
  dispatch(resetUserInfo());
  dispatch(uiActions.setVisibleLoginModal(true));
};
