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
    // No invalidatesTags: the store drops every cached answer when the signed-in user changes (createAppStore), and
    // invalidating would first refetch the queries on screen as a visitor, whose 401 opens the login flow.
    logout: build.mutation<LogoutData, void>({
      query: () => callRequest('logout'),
    }),
  }),
});
