// "@framewise/auth/google": the overseas login panel, Google sign-in through the API (overseas build only).
export {
  GOOGLE_LOGIN_PATH,
  GoogleLoginPanel,
  type GoogleLoginPanelProps,
  googleLoginUrl,
  overseasLoginPanel,
} from './GoogleLoginPanel';
export { VideoBranding } from './VideoBranding';
