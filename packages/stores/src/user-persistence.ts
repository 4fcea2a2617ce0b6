import { removeKey, writeJson } from './storage';
import { USER_STORAGE_KEY, type UserState } from './user-slice';

/** Keeps the logged-in user across reloads; a logged-out user leaves nothing behind. */
export function storeUser(user: UserState): void {
  if (user.hasUserInfo) writeJson(USER_STORAGE_KEY, user);
  else removeKey(USER_STORAGE_KEY);
}
