import '../payments.css';
import { useTranslation } from '@framewise/i18n';
import { Button, cx, Modal } from '@framewise/ui-kit';
import { useId } from 'react';
import { usePriceText } from '../format';
import { type PurchaseItem, useSubjectText } from '../purchase-item';
import { PAY_WAYS, type PayWay } from './pay-way';

export interface SettlementModalProps {
  item: PurchaseItem;
  payWay: PayWay;
  /** The ways offered where the page runs (inside WeChat, WeChat Pay only); both by default. */
  payWays?: readonly PayWay[];
  onPayWay(payWay: PayWay): void;
  couponCode?: string;
  onPay(): void;
  onClose(): void;
}

/** Settlement: the price, the subject and the pay way, Alipay or WeChat Pay. */
export function SettlementModal({
  item,
  payWay,
  payWays = PAY_WAYS,
  onPayWay,
  couponCode,
  onPay,
  onClose,
}: SettlementModalProps) {
  const { t } = useTranslation('pay');
  const priceText = usePriceText();
  const subject = useSubjectText();
  const name = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('settlement.title')}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('settlement.back')}
          </Button>
          <Button onClick={onPay}>{t('settlement.pay')}</Button>
        </>
      }
    >
      <dl className="fw-pay-bill">
        <div className="fw-pay-bill__row">
          <dt>{t('settlement.subject')}</dt>
          <dd>{subject(item)}</dd>
        </div>
        {couponCode && (
          <div className="fw-pay-bill__row">
            <dt>{t('settlement.coupon')}</dt>
            <dd>{couponCode}</dd>
          </div>
        )}
        <div className="fw-pay-bill__row">
          <dt>{t('settlement.price')}</dt>
          <dd className="fw-pay-price__amount">{priceText(item.price)}</dd>
        </div>
      </dl>
      <fieldset className="fw-pay-ways">
        <legend className="fw-pay-section__label">{t('settlement.payWay')}</legend>
        {payWays.map((way) => (
          <label key={way} className={cx('fw-pay-way', way === payWay && 'fw-pay-way--selected')}>
            <input
              type="radio"
              className="fw-pay-offer__input"
              name={name}
              checked={way === payWay}
              onChange={() => onPayWay(way)}
            />
            <span>{t(`settlement.${way}`)}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
