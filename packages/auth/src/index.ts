// Public surface of @framewise/auth ("."): what every build shares. Region adapters live in "./phone",
// "./wechat-qr" (domestic) and "./google" (overseas).

export { AccountMenu, type AccountMenuProps } from './AccountMenu';
export { Avatar, type AvatarProps } from './Avatar';
export type { PendingAvatar } from './AvatarField';
export {
  type ExchangeResult,
  redeemActivationCode,
  saveIntroducer,
  saveProfile,
} from './account-calls';
export { type AccountSlots, type AccountSlotsOptions, accountSlots } from './account-slots';
export {
  type AvatarHosts,
  type AvatarUrlOptions,
  avatarDisplayUrl,
  avatarSource,
  SMALL_AVATAR_SUFFIX,
  smallAvatarUrl,
  WEBP_FORMAT_SUFFIX,
} from './avatar-url';
export { CodePanel, type CodePanelProps } from './CodePanel';
export { isMobileBrowser, supportsWebp } from './device';
export { inviteLink } from './invite-link';
export { LoginLayout, type LoginLayoutProps } from './LoginLayout';
export { LOGIN_REDIRECT_MAX_AGE_MS, safeRedirectPath, storeLoginRedirect, takeLoginRedirect } from './login-redirect';
export { PrivacyConsent, type PrivacyConsentProps } from './PrivacyConsent';
export { markPendingLogin, takePendingLogin } from './pending-login';
export { bootstrapSession, completeLogin, loginSucceeded, requestLogin, takeLoginNotice } from './session';
export { type Countdown, createCountdown, leadingDebounce, leadingThrottle } from './timing';
export { type ProfileFeatures, UserInfoPanel, type UserInfoPanelProps } from './UserInfoPanel';
export { useFinishLogin } from './use-finish-login';
