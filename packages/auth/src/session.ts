import { ApiError } from '@framewise/api-client';
import type { UserInfo } from '@framewise/contracts';
import { ErrorCode } from '@framewise/contracts/routes';
import {
  type AppThunk,
  clearInviteCode,
  fetchVipInfo,
  loginSucceeded,
  refreshUserInfo,
  resetUserInfo,
  setUserInfo,
  USER_STORAGE_KEY,
  uiActions,
} from '@framewise/stores';
import { storeLoginRedirect, takeLoginRedirect } from './login-redirect';
import { takePendingLogin } from './pending-login';

/** Opens the login flow; after login the page goes to `redirect` (an in-app path). */
export const requestLogin =
  (redirect?: string): AppThunk =>
  (dispatch) => {
    storeLoginRedirect(redirect);
    dispatch(uiActions.setVisibleLoginModal(true));
  };

/**
 * What every login method does once the server has set the session: load the user and the
 * membership info, close the modal, stop polling, clear the stored invite code and go to the stored redirect
 * (on phones too: their logins now bring the visitor back where they were, see docs/decisions.md). The success toast is the caller's, which has the toast host. `known` is a user the
 * caller has just loaded, so it is not asked for twice.
 */
export const completeLogin =
  (known?: UserInfo): AppThunk<Promise<UserInfo>> =>
  async (dispatch, _getState, { http, navigate }) => {
    const [user, vip] = await Promise.all([
      known ?? dispatch(refreshUserInfo()),
      http.call('getVipInfo').catch(() => null), // the login stands even if membership info is unavailable
    ]);
    // A new identity: its membership and creation state start afresh; the store drops the answers cached for the
    // previous one when the uuid changes (its api middleware).
    dispatch(resetUserInfo());
    dispatch(setUserInfo(user));
    dispatch(loginSucceeded({ user, vip }));
    dispatch(uiActions.setLoginPolling(false));
    dispatch(uiActions.setVisibleLoginModal(false));
    clearInviteCode();
    const target = takeLoginRedirect();
    const here = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
    if (target && target !== here) navigate(target);
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
 * Asks the server whether this browser has a session the page does not know about, and takes it in as a login.
 * The answer is 401 for a visitor: an expected outcome here, so the polling flag keeps the client from opening the
 * login flow over it. Resolves true when a session was found.
 */
const adoptServerSession = (): AppThunk<Promise<boolean>> => async (dispatch) => {
  dispatch(uiActions.setLoginPolling(true));
  try {
    await dispatch(completeLogin(await dispatch(refreshUserInfo())));
    return true;
  } catch (err) {
    if (isUnauthorized(err)) dispatch(resetUserInfo());
    return false;
  } finally {
    dispatch(uiActions.setLoginPolling(false));
  }
};

const storedUuid = (value: string | null): string => {
  try {
    const uuid = (JSON.parse(value ?? 'null') as { uuid?: unknown } | null)?.uuid;
    return typeof uuid === 'string' ? uuid : '';
  } catch {
    return '';
  }
};

/**
 * Follows logins and logouts made in another tab of the site (the stored user changes there), so this tab's header
 * agrees without a reload. Returns the way to stop.
 */
export const followOtherTabs =
  (target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): AppThunk<() => void> =>
  (dispatch, getState) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_STORAGE_KEY) return;
      const uuid = storedUuid(event.newValue);
      const current = getState().user;
      if (uuid && uuid !== current.uuid) void dispatch(adoptServerSession());
      else if (!uuid && current.hasUserInfo) dispatch(resetUserInfo());
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  };

/**
 * Call once at start. A login that went through another site (Google) is completed here; a stored user is
 * refreshed from /api/user/info with the membership info, and a 401 forgets it (the HTTP client also opens the login flow then); a page
 * with no user asks the server quietly, since a sign-in this page did not start (the server's sign-in page opened
 * directly, a login in another tab) leaves only the HttpOnly cookie behind. From then on, logins and logouts in
 * other tabs are followed.
 */
export const bootstrapSession = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  if (typeof window !== 'undefined') dispatch(followOtherTabs());
  if (takePendingLogin()) {
    if (await dispatch(adoptServerSession())) loginNoticePending = true;
    return;
  }
  if (!getState().user.hasUserInfo) {
    await dispatch(adoptServerSession());
    return;
  }
  try {
    await dispatch(refreshUserInfo());
  } catch (err) {
    if (isUnauthorized(err)) dispatch(resetUserInfo());
    return;
  }
  // Membership info loads at start (a fresh cache is used as it is); pages read it from the store.
  await dispatch(fetchVipInfo()).catch(() => undefined);
};
