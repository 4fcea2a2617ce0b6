import { ApiError } from '@framewise/api-client';
import type { UserInfo, VipInfo } from '@framewise/contracts';
import { ErrorCode } from '@framewise/contracts/routes';
import { type AppThunk, clearInviteCode, resetUserInfo, setUserInfo, uiActions } from '@framewise/stores';
import { createAction } from '@reduxjs/toolkit';
import { isMobileBrowser } from './device';
import { storeLoginRedirect, takeLoginRedirect } from './login-redirect';
import { takePendingLogin } from './pending-login';

/**
 * Dispatched once a login has completed, with the fresh user and membership info. Slices that keep per-user data
 * (the membership's VIP cache, for one) listen to it; vip is null when the membership call failed.
 */
export const loginSucceeded = createAction<{ user: UserInfo; vip: VipInfo | null }>('auth/loginSucceeded');

/** Opens the login flow; after login the page goes to `redirect` (an in-app path) unless on a mobile browser. */
export const requestLogin =
  (redirect?: string): AppThunk =>
  (dispatch) => {
    storeLoginRedirect(redirect);
    dispatch(uiActions.setVisibleLoginModal(true));
  };

/**
 * What every login method does once the server has set the session (spec section 4): load the user and the
 * membership info, close the modal, stop polling, clear the stored invite code and go to the stored redirect
 * (not on mobile browsers). The success toast is the caller's, which has the toast host.
 */
export const completeLogin =
  (): AppThunk<Promise<UserInfo>> =>
  async (dispatch, _getState, { http, navigate }) => {
    const [user, vip] = await Promise.all([
      http.call('getUserInfo'),
      http.call('getVipInfo').catch(() => null), // the login stands even if membership info is unavailable
    ]);
    // A new identity: the reset drops answers cached for the previous one (the store's api middleware).
    dispatch(resetUserInfo());
    dispatch(setUserInfo(user));
    dispatch(loginSucceeded({ user, vip }));
    dispatch(uiActions.setLoginPolling(false));
    dispatch(uiActions.setVisibleLoginModal(false));
    clearInviteCode();
    const target = takeLoginRedirect();
    if (target && !isMobileBrowser()) navigate(target);
    return user;
  };

// Set when the bootstrap finished a login that came back from another site; the account menu shows the toast.
let loginNoticePending = false;

/** True once after a returning full-page login completed (then false until the next one). */
export function takeLoginNotice(): boolean {
  const pending = loginNoticePending;
  loginNoticePending = false;
  return pending;
}

const isUnauthorized = (err: unknown) => err instanceof ApiError && err.code === ErrorCode.UNAUTHORIZED;

/**
 * Call once at start. A login that went through another site (Google) is completed here; otherwise a stored
 * user is refreshed from /api/user/info, and a 401 forgets it (the HTTP client also opens the login flow then).
 */
export const bootstrapSession =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { http }) => {
    if (takePendingLogin()) {
      // The check answers 401 when the provider sent the user back without a session: that is an expected
      // outcome here, so the polling flag keeps the client from opening the login flow over it.
      dispatch(uiActions.setLoginPolling(true));
      try {
        await dispatch(completeLogin());
        loginNoticePending = true;
      } catch (err) {
        if (isUnauthorized(err)) dispatch(resetUserInfo());
      } finally {
        dispatch(uiActions.setLoginPolling(false));
      }
      return;
    }
    if (!getState().user.hasUserInfo) return;
    try {
      dispatch(setUserInfo(await http.call('getUserInfo')));
    } catch (err) {
      if (isUnauthorized(err)) dispatch(resetUserInfo());
    }
  };
