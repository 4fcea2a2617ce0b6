import './payments.css';
import type { PlanPeriod } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';

export interface PeriodSwitchProps {
  periods: readonly PlanPeriod[];
  value: PlanPeriod;
  onChange(period: PlanPeriod): void;
}

/** Month / season / year: a group of toggle buttons, the chosen one pressed. */
export function PeriodSwitch({ periods, value, onChange }: PeriodSwitchProps) {
  const { t } = useTranslation('membership');
  return (
    <fieldset className="fw-pay-periods" aria-label={t('periods.label')}>
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          className="fw-pay-periods__option"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`periods.${period}`)}
        </button>
      ))}
    </fieldset>
  );
}
