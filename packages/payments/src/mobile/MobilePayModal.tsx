import '../payments.css';
import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import type { PageSurface } from '@framewise/stores';
import { useAppDispatch } from '@framewise/stores';
import { Button, Modal, Spinner } from '@framewise/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigateTo } from '../hooks';
import { PAY_RESULT_PATH } from '../pay-result';
import type { PurchaseItem } from '../purchase-item';
import { type MobilePayWay, usePayOnPhoneMutation } from './mobile-pay';

export interface MobilePayModalProps {
  item: PurchaseItem;
  payWay: MobilePayWay;
  /** 'mobile': the provider's mobile page; 'wechat': WeChat's pay sheet (JSAPI). */
  surface: Exclude<PageSurface, 'desktop'>;
  couponCode?: string;
  onClose(): void;
  /** Full-page navigation to the provider's page; window.location.assign by default. */
  assign?: (url: string) => void;
}

/**
 * Paying on a phone, where a QR code cannot be scanned: outside WeChat the page leaves for WeChat Pay's or
 * Alipay's mobile page (coming back to the result page); inside WeChat the pay sheet opens over the page and a
 * paid order goes to the result page, which confirms it by polling. Opening the modal is the user's pay click, so
 * the payment starts as it opens (payOnPhone); closing it aborts the payment's outcome.
 */
export function MobilePayModal({ item, payWay, surface, couponCode, onClose, assign }: MobilePayModalProps) {
  const { t } = useTranslation('pay');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigateTo();
  const [attempt, setAttempt] = useState(0);
  const [pay, payment] = usePayOnPhoneMutation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) runs the payment again
  useEffect(() => {
    const started = pay({ item, payWay, surface, ...(couponCode ? { couponCode } : {}) });
    started.unwrap().then(
      (outcome) => {
        if (outcome.kind === 'redirect') (assign ?? ((to: string) => window.location.assign(to)))(outcome.url);
        if (outcome.kind === 'paid') navigate(`${PAY_RESULT_PATH}?orderId=${encodeURIComponent(outcome.orderId)}`);
      },
      // A failure shows from the mutation's state; an aborted payment shows nothing.
      () => {},
    );
    return () => started.abort();
  }, [attempt, item, payWay, surface, couponCode, pay, navigate, assign]);

  const outcome = payment.data?.kind;
  const needOpenid = outcome === 'needOpenid';
  const problem = payment.isError
    ? errorMessage(payment.error, (key) => tCommon(key))
    : outcome === 'signatureFailed'
      ? t('mobile.signatureFailed')
      : outcome === 'cancelled' || outcome === 'failed'
        ? t(outcome === 'cancelled' ? 'mobile.cancelled' : 'mobile.failed')
        : null;
  const working =
    surface === 'wechat'
      ? t('mobile.signing')
      : t(payWay === 'wechat' ? 'mobile.openingWechat' : 'mobile.openingAlipay');

  return (
    <Modal open onClose={onClose} title={t('mobile.title')} width={420} closeOnBackdrop={false}>
      <div className="fw-pay-flow fw-pay-mobile" data-testid="mobile-pay">
        {!problem && !needOpenid && (
          <div className="fw-pay-mobile__status" role="status">
            <Spinner decorative />
            <p>{working}</p>
          </div>
        )}
        {needOpenid && <p>{t('mobile.needOpenid')}</p>}
        {problem && (
          <p className="fw-pay-mobile__problem" role="alert">
            {problem}
          </p>
        )}
        <div className="fw-pay-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('mobile.cancel')}
          </Button>
          {needOpenid && <AuthorizeButton />}
          {problem && <Button onClick={() => setAttempt((n) => n + 1)}>{t('mobile.retry')}</Button>}
        </div>
      </div>
    </Modal>
  );
}

/** Leaves for WeChat's authorisation through the build's service (it comes back to /m/member with the openid). */
function AuthorizeButton() {
  const { t } = useTranslation('pay');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const authorize = () =>
    Promise.resolve(dispatch((_d, _g, services) => services.authorizeWechat?.())).catch((err: unknown) =>
      setFailure(errorMessage(err, (key) => tCommon(key))),
    );
  return (
    <>
      {failure && <span role="alert">{failure}</span>}
      <Button onClick={() => void authorize()}>{t('mobile.authorize')}</Button>
    </>
  );
}
