import type { BodyOf, Calls, DataOf, UserInfo } from '@framewise/contracts';
import { type AppThunk, setUserInfo } from '@framewise/stores';

// The account calls as thunks: components reach the API only through the services the store was given.

export type ExchangeResult = DataOf<Calls['exchange']>;

/** Reloads the logged-in user (points, membership fields) from /api/user/info. */
export const refreshUserInfo =
  (): AppThunk<Promise<UserInfo>> =>
  async (dispatch, _getState, { http }) => {
    const user = await http.call('getUserInfo');
    dispatch(setUserInfo(user));
    return user;
  };

/**
 * Saves profile fields (nickname, and the key of a newly uploaded avatar); the answer is the updated user.
 * `avatarUrl` is where that upload is served: when the answer carries only the stored key, the user keeps this URL
 * for display, so the header shows the new picture at once whatever base the build resolves keys with.
 */
export const saveProfile =
  (body: BodyOf<Calls['modifyInfo']>, { avatarUrl }: { avatarUrl?: string } = {}): AppThunk<Promise<UserInfo>> =>
  async (dispatch, _getState, { http }) => {
    const answer = await http.call('modifyInfo', { body });
    const user =
      avatarUrl && body.avatar_url !== undefined && answer.avatar_url === body.avatar_url
        ? { ...answer, avatar_url: avatarUrl }
        : answer;
    dispatch(setUserInfo(user));
    return user;
  };

/** Sets the introducer once, from the inviter's invite code. */
export const saveIntroducer =
  (inviteCode: string): AppThunk<Promise<UserInfo>> =>
  async (dispatch, _getState, { http }) => {
    const user = await http.call('modifyInviteCode', { body: { invite_code: inviteCode } });
    dispatch(setUserInfo(user));
    return user;
  };

/** Redeems an activation code, then refreshes the points shown; a failed refresh does not undo the redemption. */
export const redeemActivationCode =
  (code: string): AppThunk<Promise<ExchangeResult>> =>
  async (dispatch, _getState, { http }) => {
    const result = await http.call('exchange', { body: { code } });
    await dispatch(refreshUserInfo()).catch(() => undefined);
    return result;
  };
