import { ApiError, type ApiErrorInfo, userApi } from '@framewise/api-client';
import type { UserInfo } from '@framewise/contracts';
import type { AppThunk } from './state';
import { setUserInfo } from './user-slice';

/**
 * Re-reads the signed-in user through the api's getUserInfo endpoint, past its cache, and makes it the user shown
 * (the user slice, which keeps it between visits). Failures reject as ApiError, like the HTTP client's calls.
 */
export const refreshUserInfo = (): AppThunk<Promise<UserInfo>> => async (dispatch) => {
  const request = dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const user = await request.unwrap().catch((info: ApiErrorInfo) => Promise.reject(new ApiError(info)));
  // No answer is left when the session ended while the request ran (a 401 or a logout resets the api state).
  if (!user) throw new ApiError({ kind: 'aborted' });
  dispatch(setUserInfo(user));
  return user;
};
