import '../payments.css';
import { errorMessage, useStripeUpgradeInfoQuery, useStripeUpgradeMutation } from '@framewise/api-client';
import { PLAN_PERIODS, type PlanPeriod } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button, Spinner, useToast } from '@framewise/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../format';
import { PeriodSwitch } from '../PeriodSwitch';

/** The page reloads this long after a successful change. */
export const UPGRADE_RELOAD_MS = 500;

export interface CardUpgradeProps {
  /** The plan to move to (the current one when only the cycle changes). */
  target: { type: string; name: string };
  /** The plan held now and its cycle. */
  current: { name: string; period: PlanPeriod };
  /** The cycle shown first. */
  initialPeriod: PlanPeriod;
  /** Cycles the target plan is offered in. */
  periods?: readonly PlanPeriod[];
  onCancel(): void;
  /** Reloads the page after the change; window.location.reload by default. */
  reload?: () => void;
}

/** An amount in cents of a currency, as the provider will charge it (cents shown: prorations are rarely round). */
function formatAmount(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * The card-payment upgrade: choose the cycle, see the preview (what is due now, when the next
 * period starts), confirm (is_change_cycle when the cycle differs), then a success message and a reload after 0.5 s.
 */
export function CardUpgrade({
  target,
  current,
  initialPeriod,
  periods = PLAN_PERIODS,
  onCancel,
  reload = () => window.location.reload(),
}: CardUpgradeProps) {
  const { t, i18n } = useTranslation('pay');
  const { t: tMembership } = useTranslation('membership');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const [period, setPeriod] = useState(initialPeriod);
  // The preview of the cycle shown now (currentData: nothing while another cycle's preview loads).
  const preview = useStripeUpgradeInfoQuery(
    { batchType: period, type: target.type },
    { refetchOnMountOrArgChange: true },
  );
  const info = preview.currentData;
  const [upgrade] = useStripeUpgradeMutation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const unchanged = target.name === current.name && period === current.period;
  const confirm = () => {
    setBusy(true);
    upgrade({ batchType: period, type: target.type, is_change_cycle: period !== current.period })
      .unwrap()
      .then(
        () => {
          setDone(true);
          toast.show({ type: 'success', text: t('card.success') });
          reloadTimer.current = setTimeout(reload, UPGRADE_RELOAD_MS);
        },
        (err: unknown) => {
          setBusy(false);
          toast.show({ type: 'error', text: errorMessage(err, (key) => tCommon(key)) });
        },
      );
  };

  return (
    <section className="fw-pay-flow" aria-labelledby={titleId}>
      <h3 id={titleId} className="fw-pay-section__title">
        {t('card.upgradeTitle')}
      </h3>
      <p className="fw-pay-muted">
        {t('card.current', { name: current.name, period: tMembership(`periods.${current.period}`) })}
      </p>
      <p>
        <strong>{t('card.target', { name: target.name })}</strong>
      </p>
      <div className="fw-pay-section__head">
        <span className="fw-pay-section__label">{t('card.cycle')}</span>
        <PeriodSwitch periods={periods} value={period} onChange={setPeriod} />
      </div>
      <div className="fw-pay-panel" aria-live="polite">
        {!info && !preview.isError && <Spinner label={t('card.previewLoading')} />}
        {preview.isError && (
          <p className="fw-pay-error" role="alert">
            {t('card.previewFailed')} {errorMessage(preview.error, (key) => tCommon(key))}
          </p>
        )}
        {info && (
          <>
            <p className="fw-pay-price__amount">
              {t('card.dueNow', {
                amount: formatAmount(info.amountDue, info.currency, i18n.language),
              })}
            </p>
            <p className="fw-pay-muted">
              {t('card.nextBilling', { date: formatDate(info.nextBillingAt, i18n.language) })}
            </p>
          </>
        )}
      </div>
      <div className="fw-pay-actions">
        <Button variant="secondary" onClick={onCancel} disabled={done}>
          {t('grid.cancel')}
        </Button>
        <Button onClick={confirm} loading={busy} disabled={done || unchanged || !info}>
          {t('card.confirm')}
        </Button>
      </div>
    </section>
  );
}
