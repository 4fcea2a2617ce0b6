// "@framewise/auth/google": the overseas login panel, Google sign-in through the API (overseas build only).
export { overseasLoginPanel } from './GoogleLoginPanel';
