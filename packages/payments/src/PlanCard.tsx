import './payments.css';
import type { PayPackage } from '@framewise/contracts';
import type { PlanPeriod } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button, cx } from '@framewise/ui-kit';
import { useId } from 'react';
import { CheckIcon } from './CheckIcon';
import { benefitsOf } from './catalogue';
import { usePlanName } from './plan-name';

export interface PlanCardProps {
  plan: PayPackage;
  period: PlanPeriod;
  /** The formatted price of this period. */
  price: string;
  /** Points granted every month (from the catalogue). */
  monthlyPoints: number;
  /** The user holds this plan. */
  current: boolean;
  onBuy(plan: PayPackage): void;
}

/** One plan: name, price per period, what it includes, and subscribe (or renew when it is the current plan). */
export function PlanCard({ plan, period, price, monthlyPoints, current, onBuy }: PlanCardProps) {
  const { t } = useTranslation('membership');
  const name = usePlanName()(plan);
  const nameId = useId();
  const benefitsId = useId();
  return (
    <li className={cx('fw-pay-plan', current && 'fw-pay-plan--current')} aria-labelledby={nameId}>
      {current && <span className="fw-pay-plan__badge">{t('plans.current')}</span>}
      <h3 id={nameId} className="fw-pay-plan__name">
        {name}
      </h3>
      <p className="fw-pay-price">
        <span className="fw-pay-price__amount">{price}</span>
        <span className="fw-pay-muted">{t(`perPeriod.${period}`)}</span>
      </p>
      <span id={benefitsId} hidden>
        {t('plans.benefits', { name })}
      </span>
      <ul className="fw-pay-plan__benefits" aria-labelledby={benefitsId}>
        {benefitsOf(plan, monthlyPoints).map((benefit) => (
          <li key={benefit.key} className="fw-pay-plan__benefit">
            <CheckIcon />
            <span>
              {benefit.key === 'monthlyPoints'
                ? t('benefits.monthlyPoints', { points: benefit.points })
                : t(`benefits.${benefit.key}`)}
            </span>
          </li>
        ))}
      </ul>
      <Button variant={current ? 'secondary' : 'primary'} block aria-describedby={nameId} onClick={() => onBuy(plan)}>
        {current ? t('plans.renew') : t('plans.subscribe')}
      </Button>
    </li>
  );
}
