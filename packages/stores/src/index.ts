export { type Brand, type BuildFeatures, getBrand, getBuildFeatures } from './build-features';
export {
  type CreationState,
  chooseMode,
  creationSlice,
  initialCreationState,
  selectMode,
  setMode,
} from './creation-slice';
export { type DeviceState, deviceSlice, SYSTEM_CONFIG_KEY, selectVisitorId, setVisitorId } from './device-slice';
export { fingerprintVisitorId } from './fingerprint';
export { useAppDispatch, useAppSelector } from './hooks';
export {
  captureInviteCode,
  clearInviteCode,
  clearTokenCookie,
  INVITE_CODE_KEY,
  readInviteCode,
  TOKEN_COOKIE,
} from './invite-code';
export { clearWechatOpenid, type PageSurface, readWechatOpenid, saveWechatOpenid } from './page-surface';
export { PREVIEW_BUILDS, type PreviewBuild } from './preview-builds';
export type { AppServices } from './services';
export { logout, logoutWithoutRedirect, onSessionExpired } from './session';
export type { AppDispatch, AppThunk, RootState } from './state';
export { type AppStore, type CreateAppStoreOptions, createAppStore } from './store';
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
export { refreshUserInfo } from './user-info';
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
export {
  FALLBACK_VIP_NAME,
  type MembershipEntry,
  topMembership,
  VIP_CACHE_TTL_MS,
  VIP_FRESH_MS,
  VIP_RANK,
  type VipFlags,
  type VipGatedItem,
  type VipItemRefusal,
  vipDisplayName,
  vipFlagsOf,
  vipItemRefusal,
  vipRank,
} from './vip-rules';
export {
  clearVipCache,
  initialVipState,
  loadVipInfo,
  selectMemberships,
  selectTopMembership,
  selectVip,
  selectVipFailed,
  selectVipFlags,
  selectVipLoaded,
  selectVipLoading,
  selectVipName,
  VIP_STORAGE_KEY,
  type VipState,
  vipInfoLoaded,
  vipSlice,
} from './vip-slice';
export { type FetchVipOptions, fetchVipInfo, LOGIN_SUCCEEDED, refreshVip } from './vip-thunks';
export { ensureVisitorId } from './visitor-id';
