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
import { type MobilePayWay, payInWechat, startBrowserPay } from './mobile-pay';

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

type View = { kind: 'working' } | { kind: 'needOpenid' } | { kind: 'problem'; text: string; retry: boolean };

/**
 * Paying on a phone, where a QR code cannot be scanned: outside WeChat the page leaves for WeChat Pay's or
 * Alipay's mobile page (coming back to the result page); inside WeChat the pay sheet opens over the page and a
 * paid order goes to the result page, which confirms it by polling.
 */
export function MobilePayModal({ item, payWay, surface, couponCode, onClose, assign }: MobilePayModalProps) {
  const { t } = useTranslation('pay');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigateTo();
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<View>({ kind: 'working' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) runs the payment again
  useEffect(() => {
    let live = true;
    const input = { item, ...(couponCode ? { couponCode } : {}) };
    const problem = (text: string, retry = true) => live && setView({ kind: 'problem', text, retry });
    setView({ kind: 'working' });
    const run = async () => {
      if (surface === 'mobile') {
        const url = await dispatch(startBrowserPay({ ...input, payWay }));
        if (live) (assign ?? ((to: string) => window.location.assign(to)))(url);
        return;
      }
      const outcome = await dispatch(payInWechat(input));
      if (!live) return;
      if (outcome.kind === 'paid') navigate(`${PAY_RESULT_PATH}?orderId=${encodeURIComponent(outcome.orderId)}`);
      else if (outcome.kind === 'needOpenid') setView({ kind: 'needOpenid' });
      else if (outcome.kind === 'signatureFailed') problem(t('mobile.signatureFailed'));
      else problem(t(outcome.kind === 'cancelled' ? 'mobile.cancelled' : 'mobile.failed'));
    };
    run().catch((err: unknown) => problem(errorMessage(err, (key) => tCommon(key))));
    return () => {
      live = false;
    };
  }, [attempt, item, payWay, surface, couponCode, dispatch, navigate, assign, t, tCommon]);

  const working =
    surface === 'wechat'
      ? t('mobile.signing')
      : t(payWay === 'wechat' ? 'mobile.openingWechat' : 'mobile.openingAlipay');

  return (
    <Modal open onClose={onClose} title={t('mobile.title')} width={420} closeOnBackdrop={false}>
      <div className="fw-pay-flow fw-pay-mobile" data-testid="mobile-pay">
        {view.kind === 'working' && (
          <div className="fw-pay-mobile__status" role="status">
            <Spinner decorative />
            <p>{working}</p>
          </div>
        )}
        {view.kind === 'needOpenid' && <p>{t('mobile.needOpenid')}</p>}
        {view.kind === 'problem' && (
          <p className="fw-pay-mobile__problem" role="alert">
            {view.text}
          </p>
        )}
        <div className="fw-pay-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('mobile.cancel')}
          </Button>
          {view.kind === 'needOpenid' && <AuthorizeButton />}
          {view.kind === 'problem' && view.retry && (
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('mobile.retry')}</Button>
          )}
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
