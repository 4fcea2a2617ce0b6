import type { BodyOf, Calls, DataOf } from '@framewise/contracts';
import { api, callRequest } from '../base-api';

type UserInfoData = DataOf<Calls['getUserInfo']>;
type LogoutData = DataOf<Calls['logout']>;

/**
 * The user domain: the signed-in user's info, profile saves and logout. The user shown lives in the stores' user
 * slice (kept between visits); @framewise/stores refreshUserInfo re-reads it through getUserInfo.
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
    /** Nickname and avatar; the answer is the updated user. */
    modifyInfo: build.mutation<UserInfoData, BodyOf<Calls['modifyInfo']>>({
      query: (body) => callRequest('modifyInfo', { body }),
      invalidatesTags: ['User'],
    }),
    /** Sets the introducer once; the answer is the updated user. */
    modifyInviteCode: build.mutation<UserInfoData, BodyOf<Calls['modifyInviteCode']>>({
      query: (body) => callRequest('modifyInviteCode', { body }),
      invalidatesTags: ['User', 'Invites'],
    }),
  }),
});

export const { useGetUserInfoQuery, useLogoutMutation } = userApi;
