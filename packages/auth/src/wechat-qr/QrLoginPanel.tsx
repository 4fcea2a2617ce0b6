import '../auth.css';
import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { uiActions, useAppDispatch } from '@framewise/stores';
import { Spinner, useToast } from '@framewise/ui-kit';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RefreshIcon } from '../icons';
import { PrivacyConsent } from '../PrivacyConsent';
import { useFinishLogin } from '../use-finish-login';
import { pollQrLogin, requestLoginQr } from './qr-calls';
import { createQrLogin, type QrLogin, type QrTiming, type QrView } from './qr-login';

/** Side of the rendered QR code in px. */
const QR_SIZE = 164;

export interface QrLoginViewProps {
  /** The privacy box is ticked: until then no QR code is requested. */
  agreed: boolean;
  view: QrView;
  onRefresh(): void;
}

/** The QR area in each of its states: waiting for consent, loading, shown, expired, failed. */
export function QrLoginView({ agreed, view, onRefresh }: QrLoginViewProps) {
  const { t } = useTranslation('auth');
  const refresh = (
    <button type="button" className="fw-auth-qr__refresh" onClick={onRefresh}>
      <RefreshIcon />
      {t('qr.refresh')}
    </button>
  );
  let content: ReactNode;
  if (!agreed) content = <p className="fw-auth-qr__message">{t('qr.agreeFirst')}</p>;
  else if (view.kind === 'loading') content = <Spinner size="lg" label={t('qr.loading')} />;
  else if (view.kind === 'shown')
    content = (
      <div className="fw-auth-qr__code fw-theme-light" role="img" aria-label={t('qr.codeLabel')}>
        {/* The frame is the labelled image; the drawing inside it is not a second one. */}
        <QRCodeSVG value={view.url} size={QR_SIZE} level="M" aria-hidden />
      </div>
    );
  else
    content = (
      <div className="fw-auth-qr__message fw-auth-qr__message--error" role="alert">
        <span>{view.kind === 'expired' ? t('qr.expired') : (view.message ?? t('qr.loadFailed'))}</span>
        {refresh}
      </div>
    );

  return (
    <div className="fw-auth-qr">
      <div className="fw-auth-qr__frame" aria-busy={agreed && view.kind === 'loading'}>
        {content}
      </div>
      <p className="fw-auth-hint">{t('qr.hint')}</p>
    </div>
  );
}

export interface QrLoginPanelProps {
  agreed: boolean;
  onAgreedChange(agreed: boolean): void;
  /** The scan came from a WeChat user without a phone: show the bind-phone form for this login. */
  onNeedPhone(uuid: string): void;
  privacyHref?: string;
  /** Overrides of the QR timing (stories). */
  timing?: Partial<QrTiming>;
}

/** WeChat QR login: requests a code once the privacy box is ticked, polls it, and finishes or asks for a phone. */
export function QrLoginPanel({ agreed, onAgreedChange, onNeedPhone, privacyHref, timing }: QrLoginPanelProps) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const finishLogin = useFinishLogin();
  const [view, setView] = useState<QrView>({ kind: 'loading' });
  const qrRef = useRef<QrLogin | undefined>(undefined);
  // The controller lives as long as the consent does; these callbacks may change without restarting it.
  const latest = useRef({ onNeedPhone, finishLogin, toast, tCommon });
  latest.current = { onNeedPhone, finishLogin, toast, tCommon };
  const timingRef = useRef(timing);

  useEffect(() => {
    if (!agreed) return;
    const qr = createQrLogin({
      requestQr: (uuid) => dispatch(requestLoginQr(uuid)),
      pollStatus: (uuid) => dispatch(pollQrLogin(uuid)),
      onView: setView,
      onPolling: (active) => dispatch(uiActions.setLoginPolling(active)),
      onLoggedIn: () => {
        void latest.current.finishLogin().then((ok) => {
          if (!ok) setView({ kind: 'failed' });
        });
      },
      onNeedPhone: (uuid) => latest.current.onNeedPhone(uuid),
      onRequestError: (err) => {
        const { toast: show, tCommon: translate } = latest.current;
        show.show({ type: 'error', text: errorMessage(err, (key) => translate(key)) });
      },
      ...(timingRef.current ? { timing: timingRef.current } : {}),
    });
    qrRef.current = qr;
    qr.start();
    return () => {
      qr.stop();
      qrRef.current = undefined;
    };
  }, [agreed, dispatch]);

  return (
    <div className="fw-auth-form">
      <h2 className="fw-auth-heading">{t('qr.title')}</h2>
      <QrLoginView agreed={agreed} view={view} onRefresh={() => qrRef.current?.refresh()} />
      <PrivacyConsent checked={agreed} onChange={onAgreedChange} privacyHref={privacyHref} />
    </div>
  );
}
