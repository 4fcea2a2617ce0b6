export { type Brand, type BuildFeatures, getBrand, getBuildFeatures } from './build-features';
export { type CreationState, chooseMode, selectMode, setMode } from './creation-slice';
export type { DeviceState } from './device-slice';
export { fingerprintVisitorId } from './fingerprint';
export { useAppDispatch, useAppSelector } from './hooks';
export { captureInviteCode, clearInviteCode, INVITE_CODE_KEY, readInviteCode } from './invite-code';
export { type PageSurface, readWechatOpenid, saveWechatOpenid } from './page-surface';
export { type RedeemResult, redeemCode } from './redeem-code';
export type { AppServices } from './services';
export { logout } from './session';
export { onSessionExpired } from './session-expired';
export type { AppDispatch, AppThunk, RootState } from './state';
export { type AppStore, type CreateAppStoreOptions, createAppStore } from './store';
export { createAppStoreWithoutApi } from './store-without-api';
export { type UiFlag, type UiState, uiActions } from './ui-slice';
export { refreshUserInfo } from './user-info';
export {
  resetUserInfo,
  selectIsLoggedIn,
  selectTotalPoints,
  selectUser,
  setUserInfo,
  sumPoints,
  USER_STORAGE_KEY,
  type UserState,
  updateUserInfo,
} from './user-slice';
export { loginSucceeded } from './vip-from-login';
export {
  type MembershipEntry,
  VIP_RANK,
  type VipFlags,
  type VipGatedItem,
  type VipItemRefusal,
  vipFlagsOf,
  vipItemRefusal,
  vipRank,
} from './vip-rules';
export {
  selectMemberships,
  selectTopMembership,
  selectVipFailed,
  selectVipFlags,
  selectVipLoaded,
  selectVipName,
  type VipState,
} from './vip-slice';
export { type FetchVipOptions, fetchVipInfo, refreshVip } from './vip-thunks';
export { ensureVisitorId } from './visitor-id';
