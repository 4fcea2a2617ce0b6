import { calls, type DataOf } from '@framewise/contracts';
import { type ApiModuleName, type BaseApi, callRequest } from './base-api';

type UserInfoData = DataOf<typeof calls.getUserInfo>;
type LogoutData = DataOf<typeof calls.logout>;

/** User endpoints; call once at the app's composition root with the app's base api. */
export function injectUserEndpoints<M extends ApiModuleName>(api: BaseApi<M>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getUserInfo: build.query<UserInfoData, void>({
        query: () => callRequest(calls.getUserInfo),
        providesTags: ['User', 'Points'],
      }),
      logout: build.mutation<LogoutData, void>({
        query: () => callRequest(calls.logout),
        invalidatesTags: ['User', 'Vip', 'Points', 'Works'],
      }),
    }),
  });
}
