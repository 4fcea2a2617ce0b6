import { MODE } from '@framewise/contracts/routes';
import { describe, expect, it } from 'vitest';
import { chooseMode, creationSlice, initialCreationState, selectMode, setMode } from './creation-slice';
import { createAppStore } from './store';
import { fakeServices, sampleUser } from './test-utils/fixtures';
import { resetUserInfo, setUserInfo, updateUserInfo } from './user-slice';

const reduce = creationSlice.reducer;
const relax = reduce(initialCreationState, setMode(MODE.RELAX));

describe('creation slice: mode', () => {
  it('starts in normal mode and switches on request', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ mode: MODE.NORMAL });
    expect(reduce(initialCreationState, setMode(MODE.FAST)).mode).toBe(MODE.FAST);
  });

  it('reverts unlimited to normal when the loaded user has no unlimitEnable', () => {
    expect(reduce(relax, setUserInfo({ ...sampleUser, unlimitEnable: false })).mode).toBe(MODE.NORMAL);
    expect(reduce(relax, setUserInfo({ ...sampleUser, unlimitEnable: true })).mode).toBe(MODE.RELAX);
  });

  it('leaves the other modes alone', () => {
    const fast = reduce(initialCreationState, setMode(MODE.FAST));
    expect(reduce(fast, setUserInfo({ ...sampleUser, unlimitEnable: false })).mode).toBe(MODE.FAST);
  });

  it('reverts on a partial update only when it carries unlimitEnable false', () => {
    expect(reduce(relax, updateUserInfo({ nickname: 'x' })).mode).toBe(MODE.RELAX);
    expect(reduce(relax, updateUserInfo({ unlimitEnable: false })).mode).toBe(MODE.NORMAL);
  });

  it('reverts when the user logs out', () => {
    expect(reduce(relax, resetUserInfo()).mode).toBe(MODE.NORMAL);
  });

  it('refuses to choose unlimited without unlimitEnable', () => {
    const store = createAppStore({
      services: fakeServices().services,
      preloadedUser: { ...sampleUser, unlimitEnable: false },
    });
    expect(store.dispatch(chooseMode(MODE.RELAX))).toBe(false);
    expect(selectMode(store.getState())).toBe(MODE.NORMAL);
    expect(store.dispatch(chooseMode(MODE.FAST))).toBe(true);
    expect(selectMode(store.getState())).toBe(MODE.FAST);

    store.dispatch(setUserInfo({ ...sampleUser, unlimitEnable: true }));
    expect(store.dispatch(chooseMode(MODE.RELAX))).toBe(true);
    expect(selectMode(store.getState())).toBe(MODE.RELAX);
  });
});
