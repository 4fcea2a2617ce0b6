import type { VipInfo } from '@framewise/contracts';
import type { Middleware } from '@reduxjs/toolkit';
import { membershipsOf, vipInfoLoaded } from './vip-slice';

/** The action @framewise/auth dispatches after a login, with the user and the membership info it loaded. */
export const LOGIN_SUCCEEDED = 'auth/loginSucceeded';

interface LoginSucceededPayload {
  user: { uuid: string };
  vip: VipInfo | null;
}

function isLoginSucceeded(action: unknown): action is { type: string; payload: LoginSucceededPayload } {
  if (typeof action !== 'object' || action === null) return false;
  const { type, payload } = action as { type?: unknown; payload?: Partial<LoginSucceededPayload> };
  return type === LOGIN_SUCCEEDED && typeof payload?.user?.uuid === 'string';
}

/**
 * Fills the VIP cache from the login answer, so the first screen after a login needs no second request. Stores
 * sits below auth, so it matches the action by its type instead of importing it.
 */
export const vipFromLogin: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (isLoginSucceeded(action) && action.payload.vip) {
    const { user, vip } = action.payload;
    store.dispatch(vipInfoLoaded({ uuid: user.uuid, entries: membershipsOf(vip.list), fetchedAt: Date.now() }));
  }
  return result;
};
