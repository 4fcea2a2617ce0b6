import { toApiErrorInfo, userApi } from '@framewise/api-client';
import { ErrorCode } from '@framewise/contracts/routes';
import { clearInviteCode, clearTokenCookie } from './invite-code';
import { clearWechatOpenid } from './page-surface';
import type { AppThunk } from './state';
import { resetUserInfo } from './user-slice';

// A session the server already forgot counts as logged out; any other failure leaves the user logged in so the
// UI can say that logout failed.
const serverLogout = (): AppThunk<Promise<void>> => async (dispatch) => {
  try {
    await dispatch(userApi.endpoints.logout.initiate()).unwrap();
  } catch (err) {
    if (toApiErrorInfo(err).code === ErrorCode.UNAUTHORIZED) return;
    throw err;
  }
};

/** Logs out on the server, clears the token cookie, the stored invite code and the user info, then goes to /. */
export const logout = (): AppThunk<Promise<void>> => async (dispatch, _getState, services) => {
  await dispatch(serverLogout());
  clearTokenCookie();
  clearInviteCode();
  clearWechatOpenid();
  dispatch(resetUserInfo());
  services.navigate('/');
};
