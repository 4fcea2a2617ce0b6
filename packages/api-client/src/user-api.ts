import type { Calls, DataOf } from '@framewise/contracts';
import { type ApiModuleName, type BaseApi, callRequest } from './base-api';

type UserInfoData = DataOf<Calls['getUserInfo']>;
type LogoutData = DataOf<Calls['logout']>;

/** User endpoints; call once at the app's composition root with the app's base api. */
export function injectUserEndpoints<M extends ApiModuleName>(api: BaseApi<M>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getUserInfo: build.query<UserInfoData, void>({
        query: () => callRequest('getUserInfo'),
        providesTags: ['User', 'Points'],
      }),
      logout: build.mutation<LogoutData, void>({
        query: () => callRequest('logout'),
        invalidatesTags: ['User', 'Vip', 'Points', 'Works'],
      }),
    }),
  });
}
