import type { UserInfo, VipInfo } from '@framewise/contracts';
import { createAction, type Middleware } from '@reduxjs/toolkit';
import { membershipsOf, vipInfoLoaded } from './vip-slice';

/**
 * What every login method dispatches once the session is set (@framewise/auth completeLogin), with the user and the
 * membership info it loaded. Defined here, below auth, so the store's middleware and auth share one action.
 */
export const loginSucceeded = createAction<{ user: UserInfo; vip: VipInfo | null }>('auth/loginSucceeded');

/** Fills the VIP cache from the login answer, so the first screen after a login needs no second request. */
export const vipFromLogin: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (loginSucceeded.match(action) && action.payload.vip) {
    const { user, vip } = action.payload;
    store.dispatch(vipInfoLoaded({ uuid: user.uuid, entries: membershipsOf(vip.list), fetchedAt: Date.now() }));
  }
  return result;
};
