import type { BodyOf, Calls, DataOf } from '@framewise/contracts';
import { api, callRequest } from '../base-api';

type UserInfoData = DataOf<Calls['getUserInfo']>;

/**
 * The user domain's profile calls, apart from user.ts so the start-up chunk carries only what it runs: profile
 * saves, the introducer and the share bonus. Each changes the user; the caller makes the answer the user shown.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Nickname and avatar; the answer is the updated user. */
    modifyInfo: build.mutation<UserInfoData, BodyOf<Calls['modifyInfo']>>({
      query: (body) => callRequest('modifyInfo', { body }),
      invalidatesTags: ['User'],
    }),
    /** Current-day points for a share, up to the server's daily cap. */
    shareBonus: build.mutation<DataOf<Calls['shareBonus']>, void>({
      query: () => callRequest('shareBonus'),
      invalidatesTags: ['User', 'Points'],
    }),
    /** Sets the introducer once; the answer is the updated user. */
    modifyInviteCode: build.mutation<UserInfoData, BodyOf<Calls['modifyInviteCode']>>({
      query: (body) => callRequest('modifyInviteCode', { body }),
      invalidatesTags: ['User'],
    }),
  }),
});
