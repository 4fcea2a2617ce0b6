import { describe, expect, it } from 'vitest';
import { sampleUser } from './test-utils/fixtures';
import {
  emptyUserInfo,
  initialUserState,
  resetUserInfo,
  sanitizeUser,
  selectIsLoggedIn,
  selectTotalPoints,
  setUserInfo,
  updateUserInfo,
  userSlice,
} from './user-slice';

const reduce = userSlice.reducer;

describe('user slice', () => {
  it('starts logged out with every field of the user info empty', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state).toEqual({ ...emptyUserInfo, hasUserInfo: false });
    expect(selectIsLoggedIn({ user: state })).toBe(false);
    expect(selectTotalPoints({ user: state })).toBe(0);
  });

  it('sets the user, marks it present and derives totalPoints from the three buckets', () => {
    const state = reduce(initialUserState, setUserInfo(sampleUser));
    expect(state).toMatchObject({ uuid: 'u-42', nickname: '小帧', hasUserInfo: true, totalPoints: 620 });
    expect(selectIsLoggedIn({ user: state })).toBe(true);
    expect(selectTotalPoints({ user: state })).toBe(620);
  });

  it('derives the total from the buckets even when the state holds another total', () => {
    const state = { ...reduce(initialUserState, setUserInfo(sampleUser)), totalPoints: 5 };
    expect(selectTotalPoints({ user: state })).toBe(620);
  });

  it('updates some fields and recomputes the total', () => {
    const start = reduce(initialUserState, setUserInfo(sampleUser));
    const state = reduce(start, updateUserInfo({ nickname: '新名字', dailyCount: 0 }));
    expect(state).toMatchObject({ nickname: '新名字', dailyCount: 0, totalPoints: 600, uuid: 'u-42' });
  });

  it('resets to the logged-out user', () => {
    const state = reduce(reduce(initialUserState, setUserInfo(sampleUser)), resetUserInfo());
    expect(state).toEqual(initialUserState);
  });

  it('keeps only valid fields from untrusted input', () => {
    const state = sanitizeUser({ uuid: 'u-1', nickname: 7, vip_points: 'lots', dailyCount: 4, unknown: 'x' });
    expect(state).toEqual({ ...emptyUserInfo, uuid: 'u-1', dailyCount: 4, totalPoints: 4, hasUserInfo: true });
  });

  it('checks each field against its kind: integers stay integers, numbers finite, dates a string or null', () => {
    const state = sanitizeUser({
      count: 1.5,
      accCount: 2,
      cps_ratio: Number.POSITIVE_INFINITY,
      vip_date: '2026-12-31',
      first_sub: 'yes',
      unlimitEnable: true,
    });
    expect(state).toEqual({
      ...emptyUserInfo,
      accCount: 2,
      vip_date: '2026-12-31',
      unlimitEnable: true,
      hasUserInfo: false,
    });
    expect(sanitizeUser({ ...state, vip_date: null }).vip_date).toBeNull();
  });
});
