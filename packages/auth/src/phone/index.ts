// "@framewise/auth/phone": phone and SMS-code login with the slider captcha (domestic build only).
export {
  CAPTCHA_LOAD_ATTEMPTS,
  CAPTCHA_RETRY_DELAY_MS,
  type CaptchaLoader,
  type CaptchaTicket,
  CaptchaUnavailableError,
  createTencentCaptchaLoader,
  injectScript,
  TENCENT_CAPTCHA_SCRIPT,
  type TencentCaptchaOptions,
} from './captcha';
export { PhoneLoginForm, type PhoneLoginFormProps, SEND_CODE_DEBOUNCE_MS, SMS_RESEND_SECONDS } from './PhoneLoginForm';
export { loginWithPhone, sendLoginCode } from './phone-calls';
export { type CodeProblem, codeProblem, type PhoneProblem, phoneProblem } from './validation';
