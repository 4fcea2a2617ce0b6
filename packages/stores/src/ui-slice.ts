import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** UI toggles: the global modals, the header, the QR-login polling flag and what the page's render knew. */
export interface UiState {
  visibleLoginModal: boolean;
  visibleUserInfoModal: boolean;
  visiblePointModal: boolean;
  visibleCodeModal: boolean;
  visibleHeader: boolean;
  loginPolling: boolean;
  /**
   * The page was rendered on the server for this request with the session checked (signed in or not): screens that
   * depend on who is there (my works) render that in the server's HTML and the hydrating render alike.
   */
  sessionKnown: boolean;
}
export type UiFlag = keyof UiState;

export const initialUiState: UiState = {
  visibleLoginModal: false,
  visibleUserInfoModal: false,
  visiblePointModal: false,
  visibleCodeModal: false,
  visibleHeader: true,
  loginPolling: false,
  sessionKnown: false,
};

export const UI_FLAGS = Object.keys(initialUiState) as UiFlag[];

type FlagReducers = {
  [K in UiFlag as `set${Capitalize<K>}`]: (state: UiState, action: PayloadAction<boolean>) => void;
} & {
  [K in UiFlag as `toggle${Capitalize<K>}`]: (state: UiState) => void;
};

const capitalize = (flag: string) => `${flag.charAt(0).toUpperCase()}${flag.slice(1)}`;

// One set/toggle pair per flag: setVisibleLoginModal(true), toggleVisibleLoginModal(), ...
function flagReducers(): FlagReducers {
  const reducers: Record<string, (state: UiState, action: PayloadAction<boolean>) => void> = {};
  for (const flag of UI_FLAGS) {
    reducers[`set${capitalize(flag)}`] = (state, action) => {
      state[flag] = action.payload;
    };
    reducers[`toggle${capitalize(flag)}`] = (state) => {
      state[flag] = !state[flag];
    };
  }
  return reducers as FlagReducers;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: flagReducers(),
});

export const uiActions = uiSlice.actions;
