import { MODE, type Mode } from '@framewise/contracts/routes';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk } from './state';
import { resetUserInfo, setUserInfo, updateUserInfo } from './user-slice';

/**
 * Flags the creation tools share. For now the generation mode: 0 normal,
 * 1 unlimited (relax: free with the plan's unlimitEnable, slower), 2 fast (charges points). It lives in memory:
 * a reload starts in normal mode.
 */
export interface CreationState {
  mode: Mode;
}

export const initialCreationState: CreationState = { mode: MODE.NORMAL };

// Once user info loads, unlimited mode stays only with unlimitEnable.
const revertUnlimited = (state: CreationState, unlimitEnable: boolean | undefined) => {
  if (state.mode === MODE.RELAX && !unlimitEnable) state.mode = MODE.NORMAL;
};

export const creationSlice = createSlice({
  name: 'creation',
  initialState: initialCreationState,
  reducers: {
    setMode: (state, action: PayloadAction<Mode>) => {
      state.mode = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(setUserInfo, (state, action) => revertUnlimited(state, action.payload.unlimitEnable))
      // A partial update that does not carry unlimitEnable says nothing about it.
      .addCase(updateUserInfo, (state, action) => {
        if ('unlimitEnable' in action.payload) revertUnlimited(state, action.payload.unlimitEnable);
      })
      .addCase(resetUserInfo, (state) => revertUnlimited(state, false));
  },
});

export const { setMode } = creationSlice.actions;

export const selectMode = (state: { creation: CreationState }): Mode => state.creation.mode;

/** Switches the mode; unlimited needs the user's unlimitEnable. False (and no change) when refused. */
export const chooseMode =
  (mode: Mode): AppThunk<boolean> =>
  (dispatch, getState) => {
    if (mode === MODE.RELAX && !getState().user.unlimitEnable) return false;
    dispatch(setMode(mode));
    return true;
  };
