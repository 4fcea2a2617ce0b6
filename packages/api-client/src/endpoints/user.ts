import type { Calls, DataOf } from '@framewise/contracts';
import { api, callRequest } from '../base-api';

type UserInfoData = DataOf<Calls['getUserInfo']>;
type LogoutData = DataOf<Calls['logout']>;

/** The user domain: the signed-in user's info and logout. */
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
