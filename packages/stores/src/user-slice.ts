import { pickMatchingFields, USER_INFO_FIELDS, type UserInfo } from '@framewise/contracts/routes';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJsonObject } from './storage';

export const USER_STORAGE_KEY = 'framewise-user';

/** The user info plus hasUserInfo (logged in: the server gave us a uuid). */
export interface UserState extends UserInfo {
  hasUserInfo: boolean;
}

export const emptyUserInfo: UserInfo = {
  uuid: '',
  avatar_url: '',
  avatarCdnKey: '',
  introducer: '',
  invite_code: '',
  nickname: '',
  first_sub: false,
  count: 0,
  vip_date: null,
  vip_type: '',
  vip_name: '',
  phone: '',
  created_at: '',
  accCount: 0,
  unlimitEnable: false,
  cps_ratio: 0,
  totalPoints: 0,
  permanentPoints: 0,
  vip_points: 0,
  dailyCount: 0,
};

export const initialUserState: UserState = { ...emptyUserInfo, hasUserInfo: false };

/** The three point buckets (docs/product.md, "Points"); the sum is recomputed, never read from storage or input. */
export function sumPoints(user: Pick<UserInfo, 'permanentPoints' | 'vip_points' | 'dailyCount'>): number {
  return user.permanentPoints + user.vip_points + user.dailyCount;
}

/**
 * A user state from untrusted input (storage, preloaded data): each field is kept only when it matches the
 * contract's field table (the zod-free source of the `userInfo` schema), so one bad or missing field never loses
 * the rest.
 */
export function sanitizeUser(input: Readonly<Record<string, unknown>> | undefined): UserState {
  const user: UserInfo = { ...emptyUserInfo, ...(input ? pickMatchingFields(USER_INFO_FIELDS, input) : {}) };
  return withDerived(user);
}

function withDerived(user: UserInfo): UserState {
  return { ...user, totalPoints: sumPoints(user), hasUserInfo: user.uuid !== '' };
}

export function loadStoredUser(): UserState {
  return sanitizeUser(readJsonObject(USER_STORAGE_KEY));
}

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** The whole user as /api/user/info answers it. */
    setUserInfo: (_state, action: PayloadAction<UserInfo>) => sanitizeUser(action.payload),
    /** Changed fields only, e.g. after modifyInfo or a points refresh. */
    updateUserInfo: (state, action: PayloadAction<Partial<UserInfo>>) => sanitizeUser({ ...state, ...action.payload }),
    resetUserInfo: () => initialUserState,
  },
});

export const { setUserInfo, updateUserInfo, resetUserInfo } = userSlice.actions;

type WithUser = { user: UserState };
export const selectUser = (state: WithUser): UserState => state.user;
export const selectIsLoggedIn = (state: WithUser): boolean => state.user.uuid !== '';
export const selectTotalPoints = (state: WithUser): number => sumPoints(state.user);
