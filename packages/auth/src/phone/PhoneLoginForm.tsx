import '../auth.css';
import { errorMessage } from '@framewise/api-client';
import { SMS_CODE_MAX_LENGTH } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { readInviteCode, useAppDispatch } from '@framewise/stores';
import { Button, useToast } from '@framewise/ui-kit';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PrivacyConsent } from '../PrivacyConsent';
import { useFinishLogin } from '../use-finish-login';
import { useCountdown, useLeadingDebounce } from '../use-timing';
import type { CaptchaLoader } from './captcha';
import { loginWithPhone, sendLoginCode } from './phone-calls';
import { type CodeProblem, codeProblem, type PhoneProblem, phoneProblem } from './validation';

/** Seconds before another code can be requested. */
export const SMS_RESEND_SECONDS = 60;
/** Send-code clicks closer together than this are dropped. */
export const SEND_CODE_DEBOUNCE_MS = 1000;

export interface PhoneLoginFormProps {
  /** The privacy agreement, shared with the QR mode so ticking it once covers both. */
  agreed: boolean;
  onAgreedChange(agreed: boolean): void;
  /** Slider captcha run before a code is sent; none where captcha is off (mobile, or the server's setting). */
  captcha?: CaptchaLoader | null;
  /** Bind-phone variant: attaches the phone to the account of this QR login (its uuid). */
  bindUuid?: string;
  privacyHref?: string;
}

/** Phone and SMS-code login (domestic), and its bind-phone variant after a QR login without a phone. */
export function PhoneLoginForm({ agreed, onAgreedChange, captcha, bindUuid, privacyHref }: PhoneLoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { t: tValidation } = useTranslation('validation');
  const dispatch = useAppDispatch();
  const toast = useToast();
  const finishLogin = useFinishLogin();
  const countdown = useCountdown();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<PhoneProblem | null>(null);
  const [codeError, setCodeError] = useState<CodeProblem | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const ids = { phone: useId(), phoneError: useId(), code: useId(), codeError: useId() };
  const binding = bindUuid !== undefined;
  const bindFields = binding ? { is_bind_phone: true, uuid: bindUuid } : { is_bind_phone: false };

  const requireConsent = () => {
    if (!agreed) toast.show({ type: 'warning', text: tValidation('privacyRequired') });
    return agreed;
  };

  const showRequestError = (err: unknown) =>
    toast.show({ type: 'error', text: errorMessage(err, (key) => tCommon(key)) });

  const sendCode = async () => {
    if (sending || countdown.secondsLeft > 0) return;
    if (!requireConsent()) return;
    const problem = phoneProblem(phone);
    setPhoneError(problem);
    if (problem) return;
    setCaptchaFailed(false);
    let proof: { ticket?: string; randstr?: string } = {};
    if (captcha) {
      try {
        const passed = await captcha.verify();
        if (!passed) return; // closed by the user
        proof = passed;
      } catch {
        setCaptchaFailed(true);
        return;
      }
    }
    setSending(true);
    try {
      await dispatch(sendLoginCode({ phone: phone.trim(), ...proof, ...bindFields }));
      setSentOnce(true);
      countdown.start(SMS_RESEND_SECONDS);
      toast.show({ type: 'success', text: t('phone.codeSent') });
      codeRef.current?.focus();
    } catch (err) {
      showRequestError(err);
    } finally {
      setSending(false);
    }
  };
  const onSendClick = useLeadingDebounce(() => void sendCode(), SEND_CODE_DEBOUNCE_MS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !requireConsent()) return;
    const badPhone = phoneProblem(phone);
    const badCode = codeProblem(code);
    setPhoneError(badPhone);
    setCodeError(badCode);
    if (badPhone || badCode) return;
    setSubmitting(true);
    try {
      const inviteCode = readInviteCode();
      await dispatch(
        loginWithPhone({
          phone: phone.trim(),
          code: code.trim(),
          ...(inviteCode ? { invite_code: inviteCode } : {}),
          ...bindFields,
        }),
      );
    } catch (err) {
      showRequestError(err);
      setSubmitting(false);
      return;
    }
    // On success the modal closes and this form unmounts: no state to reset.
    if (!(await finishLogin())) setSubmitting(false);
  };

  const sendLabel =
    countdown.secondsLeft > 0
      ? t('phone.countdown', { seconds: countdown.secondsLeft })
      : t(sentOnce ? 'phone.resend' : 'phone.sendCode');

  return (
    <form className="fw-auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2 className="fw-auth-heading">{t(binding ? 'phone.bindTitle' : 'phone.title')}</h2>
      {binding && <p className="fw-auth-hint">{t('phone.bindHint')}</p>}

      <div className="fw-auth-field">
        <label className="fw-auth-field__label" htmlFor={ids.phone}>
          {t('phone.phoneLabel')}
        </label>
        <input
          id={ids.phone}
          className="fw-auth-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          value={phone}
          placeholder={t('phone.phonePlaceholder')}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? ids.phoneError : undefined}
          onChange={(event) => {
            setPhone(event.target.value);
            setPhoneError(null);
          }}
        />
        {phoneError && (
          <p id={ids.phoneError} className="fw-auth-field__error" role="alert">
            {tValidation(phoneError)}
          </p>
        )}
      </div>

      <div className="fw-auth-field">
        <label className="fw-auth-field__label" htmlFor={ids.code}>
          {t('phone.codeLabel')}
        </label>
        <div className="fw-auth-field__row">
          <input
            ref={codeRef}
            id={ids.code}
            className="fw-auth-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_MAX_LENGTH}
            value={code}
            placeholder={t('phone.codePlaceholder')}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? ids.codeError : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(null);
            }}
          />
          <Button
            variant="secondary"
            className="fw-auth-send"
            loading={sending}
            disabled={countdown.secondsLeft > 0}
            onClick={onSendClick}
          >
            {sendLabel}
          </Button>
        </div>
        {codeError && (
          <p id={ids.codeError} className="fw-auth-field__error" role="alert">
            {tValidation(codeError)}
          </p>
        )}
      </div>

      {captchaFailed && (
        <p className="fw-auth-alert" role="alert">
          {t('phone.captchaUnavailable')}
        </p>
      )}

      <Button type="submit" size="lg" block loading={submitting}>
        {t(binding ? 'phone.bindSubmit' : 'phone.submit')}
      </Button>
      <PrivacyConsent checked={agreed} onChange={onAgreedChange} privacyHref={privacyHref} />
    </form>
  );
}
