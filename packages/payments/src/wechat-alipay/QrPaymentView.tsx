import '../payments.css';
import { useTranslation } from '@framewise/i18n';
import { Button, Spinner } from '@framewise/ui-kit';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { CheckIcon } from '../CheckIcon';
import type { QrOrderState } from '../qr-order';
import { isOpenableUrl, type PayWay } from './pay-way';

/** Side of the rendered QR code in px. */
const QR_SIZE = 180;

export interface QrPaymentViewProps {
  state: QrOrderState;
  /** The QR content last shown: kept faded under the timeout overlay. */
  codeUrl: string | null;
  payWay: PayWay;
  /** The formatted amount. */
  price: string;
  /** Alipay's frame is still loading: an overlay covers the code. */
  frameLoading: boolean;
  onRetry(): void;
  onCancel(): void;
}

/** The QR payment's face for each state: creating, scanning (with Alipay loading), success, fail, timeout. */
export function QrPaymentView({ state, codeUrl, payWay, price, frameLoading, onRetry, onCancel }: QrPaymentViewProps) {
  const { t } = useTranslation('pay');
  const shownCode = state.kind === 'scanning' ? state.codeUrl : state.kind === 'timeout' ? codeUrl : null;

  let overlay: ReactNode = null;
  let status: ReactNode = null;
  if (state.kind === 'creating' || state.kind === 'idle') {
    overlay = <Spinner label={t('qr.creating')} />;
  } else if (state.kind === 'scanning') {
    if (payWay === 'alipay' && frameLoading) overlay = <Spinner label={t('qr.alipayLoading')} />;
    status = (
      <>
        <p>{payWay === 'wechat' ? t('qr.scanWechat') : t('qr.scanAlipay')}</p>
        {state.retrying && <p className="fw-pay-warning">{t('qr.retrying')}</p>}
      </>
    );
  } else if (state.kind === 'success') {
    overlay = (
      <span className="fw-pay-qr__done">
        <CheckIcon />
      </span>
    );
    status = (
      <>
        <p className="fw-pay-qr__headline">{t('qr.success')}</p>
        <p className="fw-pay-muted">{t('qr.successHint')}</p>
      </>
    );
  } else if (state.kind === 'fail') {
    const text =
      state.reason === 'create'
        ? (state.message ?? t('qr.loadFailed'))
        : state.reason === 'poll'
          ? t('qr.fail')
          : t('qr.declined');
    overlay = <p className="fw-pay-error">{text}</p>;
    status = (
      <Button variant="secondary" onClick={onRetry}>
        {t('qr.retry')}
      </Button>
    );
  } else if (state.kind === 'timeout') {
    overlay = (
      <>
        <p className="fw-pay-qr__headline">{t('qr.timeout')}</p>
        <p className="fw-pay-muted">{t('qr.expired')}</p>
      </>
    );
    status = (
      <Button variant="secondary" onClick={onRetry}>
        {t('qr.refresh')}
      </Button>
    );
  }

  const alert = state.kind === 'fail' || state.kind === 'timeout';
  return (
    <div className="fw-pay-qr">
      <p className="fw-pay-qr__amount">{t('qr.amount', { price })}</p>
      <div className="fw-pay-qr__frame" aria-busy={overlay !== null && !alert && state.kind !== 'success'}>
        {shownCode && (
          <div className="fw-pay-qr__code fw-theme-light" role="img" aria-label={t('qr.codeLabel')}>
            {/* The frame is the labelled image; the drawing inside it is not a second one. */}
            <QRCodeSVG value={shownCode} size={QR_SIZE} level="M" aria-hidden />
          </div>
        )}
        {overlay && <div className="fw-pay-qr__overlay">{overlay}</div>}
      </div>
      <div className="fw-pay-qr__status" role={alert ? 'alert' : 'status'}>
        {status}
      </div>
      {state.kind === 'scanning' && isOpenableUrl(state.codeUrl) && (
        <p className="fw-pay-muted">
          {t('qr.openPageHint')}{' '}
          <a href={state.codeUrl} target="_blank" rel="noopener noreferrer">
            {t('qr.openPage')}
          </a>
        </p>
      )}
      {state.kind !== 'success' && (
        <div className="fw-pay-actions">
          <Button variant="ghost" onClick={onCancel}>
            {t('qr.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
