import '../auth.css';
import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import type { PageSurface } from '@framewise/stores';
import { useAppDispatch } from '@framewise/stores';
import { Button, Spinner } from '@framewise/ui-kit';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { LoginLayout } from '../LoginLayout';
import { rememberLoginReturn } from '../login-redirect';
import { type CaptchaLoader, createTencentCaptchaLoader } from '../phone/captcha';
import { PhoneLoginForm } from '../phone/PhoneLoginForm';
import { DomesticBranding } from './DomesticBranding';
import { QrLoginPanel } from './QrLoginPanel';
import { beginWechatAuthorization } from './wechat-authorize';
import { clearWechatBind, pendingWechatBind } from './wechat-return';

type Mode = { kind: 'phone' } | { kind: 'qr' } | { kind: 'bind'; uuid: string };

export interface DomesticLoginPanelProps {
  /** Slider captcha for sending codes on desktop (never on phones); null or absent when captcha is off. */
  captcha?: CaptchaLoader | null;
  /** The WeChat app id of the environment; inside WeChat, login goes through WeChat authorisation with it. */
  wechatAppId?: string;
  /** WeChat's authorisation page unless set (local runs use the API's sandbox page). */
  wechatAuthorizeUrl?: string;
  privacyHref?: string;
  /**
   * Where the page runs (the app decides it at its composition root): inside WeChat login is WeChat's
   * authorisation; other phone browsers log in by phone + SMS without the slider captcha; desktop as ever.
   */
  surface?: PageSurface;
  /** Full-page navigation (the WeChat redirect); window.location.assign by default. */
  assign?: (url: string) => void;
}

/**
 * The domestic login modal's content: branding, then phone login or WeChat QR login switched by a link, and the
 * bind-phone form after a QR login without a phone. It unmounts when the modal closes, so it reopens in phone
 * mode. Inside WeChat with a WeChat app id configured, it goes to WeChat's authorisation page instead, unless that
 * authorisation came back asking for a phone (then it opens on the bind-phone form). Opening it remembers the page
 * to come back to after login (a WeChat authorisation returns to /m/member first).
 */
export function DomesticLoginPanel({
  captcha,
  wechatAppId,
  wechatAuthorizeUrl,
  privacyHref,
  surface = 'desktop',
  assign = (url) => window.location.assign(url),
}: DomesticLoginPanelProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  // A mobile WeChat login that came back without a phone continues here with its bind-phone step.
  const [mode, setMode] = useState<Mode>(() => {
    const uuid = pendingWechatBind();
    return uuid ? { kind: 'bind', uuid } : { kind: 'phone' };
  });
  const [agreed, setAgreed] = useState(false);
  const redirectToWechat = surface === 'wechat' && Boolean(wechatAppId) && mode.kind !== 'bind';
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const redirected = useRef(-1);

  useEffect(() => {
    clearWechatBind();
    rememberLoginReturn(`${window.location.pathname}${window.location.search}`);
  }, []);

  useEffect(() => {
    if (!redirectToWechat || !wechatAppId || redirected.current === attempt) return;
    redirected.current = attempt;
    setFailure(null);
    dispatch((_d, _g, { http }) =>
      beginWechatAuthorization(http, wechatAppId, window.location.origin, wechatAuthorizeUrl),
    ).then(assign, (err: unknown) => setFailure(errorMessage(err, (key) => tCommon(key))));
  }, [redirectToWechat, wechatAppId, wechatAuthorizeUrl, assign, dispatch, attempt, tCommon]);

  if (redirectToWechat) {
    return (
      <LoginLayout branding={<DomesticBranding />}>
        {failure ? (
          <div className="fw-auth-qr" role="alert">
            <p className="fw-auth-hint">{failure}</p>
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('login.wechatRetry')}</Button>
          </div>
        ) : (
          <div className="fw-auth-qr" role="status">
            <Spinner size="lg" decorative />
            <p className="fw-auth-hint">{t('login.mobileRedirect')}</p>
          </div>
        )}
      </LoginLayout>
    );
  }

  return (
    <LoginLayout branding={<DomesticBranding />}>
      {mode.kind === 'qr' ? (
        <QrLoginPanel
          agreed={agreed}
          onAgreedChange={setAgreed}
          onNeedPhone={(uuid) => setMode({ kind: 'bind', uuid })}
          privacyHref={privacyHref}
        />
      ) : (
        <PhoneLoginForm
          key={mode.kind === 'bind' ? mode.uuid : 'phone'}
          agreed={agreed}
          onAgreedChange={setAgreed}
          captcha={surface === 'desktop' ? captcha : null}
          bindUuid={mode.kind === 'bind' ? mode.uuid : undefined}
          privacyHref={privacyHref}
        />
      )}
      {/* A QR code cannot be scanned by the phone showing it: phones log in by phone + SMS. */}
      {surface === 'desktop' && (
        <button
          type="button"
          className="fw-auth-switch"
          onClick={() => setMode(mode.kind === 'qr' ? { kind: 'phone' } : { kind: 'qr' })}
        >
          {t(mode.kind === 'qr' ? 'login.switchToPhone' : 'login.switchToQr')}
        </button>
      )}
    </LoginLayout>
  );
}

export interface DomesticLoginConfig {
  /** Tencent captcha app id; empty when the server runs without captcha (then no captcha is shown). */
  captchaAppId?: string;
  wechatAppId?: string;
  wechatAuthorizeUrl?: string;
  privacyHref?: string;
  surface?: PageSurface;
}

/** Tencent captcha's language codes for ours. */
function captchaLanguage(): string {
  const lang = document.documentElement.lang;
  return lang === 'en' || lang === 'ja' ? lang : 'zh-cn';
}

/** The login slot of the domestic build, configured once at the composition root. */
export function domesticLoginPanel({
  captchaAppId,
  wechatAppId,
  wechatAuthorizeUrl,
  privacyHref,
  surface,
}: DomesticLoginConfig): ComponentType {
  const captcha = captchaAppId ? createTencentCaptchaLoader({ appId: captchaAppId, language: captchaLanguage }) : null;
  // biome-ignore lint/correctness/noComponentHookFactories: made once at the composition root, so its identity is stable
  return function DomesticLogin() {
    return (
      <DomesticLoginPanel
        captcha={captcha}
        wechatAppId={wechatAppId}
        wechatAuthorizeUrl={wechatAuthorizeUrl}
        privacyHref={privacyHref}
        {...(surface ? { surface } : {})}
      />
    );
  };
}
