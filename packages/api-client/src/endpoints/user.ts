import type { Calls, DataOf } from '@framewise/contracts';
import { api, callRequest } from '../base-api';

type UserInfoData = DataOf<Calls['getUserInfo']>;
type LogoutData = DataOf<Calls['logout']>;

/**
 * The user domain's start-up part: the signed-in user's info and logout (profile.ts has the rest, loaded with the
 * screens that use it). The user shown lives in the stores' user slice (kept between visits); @framewise/stores
 * refreshUserInfo re-reads it through getUserInfo.
 */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfoData, void>({
      query: () => callRequest('getUserInfo'),
      providesTags: ['User', 'Points'],
    }),
    logout: build.mutation<LogoutData, void>({
      query: () => callRequest('logout'),
      invalidatesTags: ['User', 'Membership', 'Points', 'Works'],
    }),
  }),
});

export const { useGetUserInfoQuery, useLogoutMutation } = userApi;
