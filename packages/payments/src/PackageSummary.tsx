import './payments.css';
import { useTranslation } from '@framewise/i18n';
import { usePriceText } from './format';
import { type PurchaseItem, useSubjectText } from './purchase-item';

/** A single chosen package (a plan and its period, or a boost pack) with its price, in place of the grid. */
export function PackageSummary({ item }: { item: PurchaseItem }) {
  const { t } = useTranslation('pay');
  const priceText = usePriceText();
  const subject = useSubjectText();
  return (
    <section className="fw-pay-offer fw-pay-offer--selected" aria-label={t('plan.label')}>
      <span className="fw-pay-muted">{t('plan.label')}</span>
      <span className="fw-pay-offer__points">{subject(item)}</span>
      <span className="fw-pay-offer__price">{priceText(item.price)}</span>
    </section>
  );
}
