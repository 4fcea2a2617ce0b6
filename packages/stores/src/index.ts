export { type DeviceState, deviceSlice, SYSTEM_CONFIG_KEY, selectVisitorId, setVisitorId } from './device-slice';
export { fingerprintVisitorId } from './fingerprint';
export {
  captureInviteCode,
  clearInviteCode,
  clearTokenCookie,
  INVITE_CODE_KEY,
  readInviteCode,
  TOKEN_COOKIE,
} from './invite-code';
export type { AppServices } from './services';
export { logout, logoutWithoutRedirect, onSessionExpired } from './session';
export type { AppDispatch, AppThunk, RootState } from './state';
export { type AppState, type AppStore, type CreateAppStoreOptions, createAppStore, type StoreApi } from './store';
export {
  initialUiState,
  selectLoginPolling,
  selectUi,
  UI_FLAGS,
  type UiFlag,
  type UiState,
  uiActions,
  uiSlice,
} from './ui-slice';
export {
  emptyUserInfo,
  resetUserInfo,
  selectIsLoggedIn,
  selectTotalPoints,
  selectUser,
  setUserInfo,
  sumPoints,
  USER_STORAGE_KEY,
  type UserState,
  updateUserInfo,
  userSlice,
} from './user-slice';
export { ensureVisitorId } from './visitor-id';
