import { profileApi } from '@framewise/api-client';
import type { BodyOf, Calls, UserInfo } from '@framewise/contracts';
import { type AppThunk, setUserInfo } from '@framewise/stores';

// The account calls as thunks over the api's user endpoints; the user they answer becomes the user shown.

/**
 * Saves profile fields (nickname, and the key of a newly uploaded avatar); the answer is the updated user.
 * `avatarUrl` is where that upload is served: when the answer carries only the stored key, the user keeps this URL
 * for display, so the header shows the new picture at once whatever base the build resolves keys with.
 */
export const saveProfile =
  (body: BodyOf<Calls['modifyInfo']>, { avatarUrl }: { avatarUrl?: string } = {}): AppThunk<Promise<UserInfo>> =>
  async (dispatch) => {
    const answer = await dispatch(profileApi.endpoints.modifyInfo.initiate(body)).unwrap();
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
  async (dispatch) => {
    const user = await dispatch(profileApi.endpoints.modifyInviteCode.initiate({ invite_code: inviteCode })).unwrap();
    dispatch(setUserInfo(user));
    return user;
  };
