import '../payments.css';
import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';

/** How customer service is reached; set per build at its composition root. */
export interface SupportContact {
  email: string;
  wechat?: string;
  /** Service hours as people read them, e.g. '9:00–21:00'. */
  hours?: string;
}

export interface PlanChangeNoticeProps {
  /** The name of the plan the user holds. */
  current: string;
  support: SupportContact;
  onClose(): void;
}

/** The plan upgrade dialog: changing plan requires contacting customer service. */
export function PlanChangeNotice({ current, support, onClose }: PlanChangeNoticeProps) {
  const { t } = useTranslation('pay');
  return (
    <section className="fw-pay-flow" aria-label={t('change.title')}>
      <h3 className="fw-pay-section__title">{t('change.title')}</h3>
      <p>{t('change.body', { current })}</p>
      <div className="fw-pay-panel">
        <strong>{t('change.contact')}</strong>
        <dl className="fw-pay-bill">
          <div className="fw-pay-bill__row">
            <dt>{t('change.email')}</dt>
            <dd>
              <a href={`mailto:${support.email}`}>{support.email}</a>
            </dd>
          </div>
          {support.wechat && (
            <div className="fw-pay-bill__row">
              <dt>{t('change.wechat')}</dt>
              <dd>{support.wechat}</dd>
            </div>
          )}
          {support.hours && (
            <div className="fw-pay-bill__row">
              <dt>{t('change.hours')}</dt>
              <dd>{support.hours}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="fw-pay-actions">
        <Button onClick={onClose}>{t('change.ok')}</Button>
      </div>
    </section>
  );
}
