import './payments.css';
import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { Button, Spinner } from '@framewise/ui-kit';
import { type ReactNode, useId, useState } from 'react';
import { CheckIcon } from './CheckIcon';
import { useNavigateTo } from './hooks';
import { payRefOf, usePayResult } from './pay-result';

/**
 * The /pay-result page: where the card checkout (and a payment page opened on its own) comes back. It reads the
 * order from the address, has the server confirm it, and shows paid, still pending (check again) or failed.
 */
export function PayResultPage({
  search,
}: {
  /** The page address's query; the browser's by default. */ search?: string;
}) {
  const { t } = useTranslation('pay');
  const { t: tApp } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigateTo();
  const titleId = useId();
  const [ref] = useState(() => payRefOf(search ?? window.location.search));
  const { view, checkAgain } = usePayResult(ref);

  let body: ReactNode;
  switch (view.kind) {
    case 'checking':
      body = <Spinner label={t('result.checking')} />;
      break;
    case 'paid':
      body = (
        <>
          <span className="fw-pay-result__icon">
            <CheckIcon />
          </span>
          <h2 className="fw-pay-section__title">{t('result.paid')}</h2>
          <p>{view.points > 0 ? t('result.paidPoints', { points: view.points }) : t('result.paidPlan')}</p>
        </>
      );
      break;
    case 'pending':
      body = (
        <>
          <h2 className="fw-pay-section__title">{t('result.pending')}</h2>
          <p className="fw-pay-muted">{t('result.pendingHint')}</p>
          <Button variant="secondary" onClick={checkAgain}>
            {t('result.checkAgain')}
          </Button>
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <h2 className="fw-pay-section__title">{t('result.failed')}</h2>
          <p className="fw-pay-muted">{t('result.failedHint')}</p>
        </>
      );
      break;
    case 'missing':
      body = <p>{t('result.missing')}</p>;
      break;
    case 'error':
      body = (
        <>
          <p className="fw-pay-error">
            {t('result.loadFailed')} {errorMessage(view.error, (key) => tCommon(key))}
          </p>
          <Button variant="secondary" onClick={checkAgain}>
            {t('result.checkAgain')}
          </Button>
        </>
      );
      break;
  }

  return (
    <section className="fw-pay-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="fw-pay-page__title">
        {tApp('pages.payResult.title')}
      </h1>
      <section
        className="fw-pay-panel fw-pay-result"
        role={view.kind === 'error' || view.kind === 'failed' ? 'alert' : 'status'}
      >
        {body}
      </section>
      <div className="fw-pay-actions fw-pay-actions--start">
        <Button variant={view.kind === 'paid' ? 'secondary' : 'primary'} onClick={() => navigate('/member')}>
          {t('result.toMember')}
        </Button>
        <Button variant={view.kind === 'paid' ? 'primary' : 'ghost'} onClick={() => navigate('/')}>
          {t('result.home')}
        </Button>
      </div>
    </section>
  );
}
