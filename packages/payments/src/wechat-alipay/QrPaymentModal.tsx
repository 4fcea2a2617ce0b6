import { useTranslation } from '@framewise/i18n';
import { Modal } from '@framewise/ui-kit';
import { usePriceText } from '../format';
import type { PurchaseItem } from '../purchase-item';
import type { QrOrderTiming } from '../qr-order';
import type { PayWay } from './pay-way';
import { QrPaymentView } from './QrPaymentView';
import { useFrameLoading, useQrOrder } from './use-qr-order';

export interface QrPaymentModalProps {
  item: PurchaseItem;
  payWay: PayWay;
  couponCode?: string;
  /** Closed by the user: the payment is abandoned (polling stops). */
  onClose(): void;
  /** Paid and shown: the whole purchase closes. */
  onDone(): void;
  timing?: Partial<QrOrderTiming>;
}

/** The QR-code payment modal: mounted for the life of one payment session. */
export function QrPaymentModal({ item, payWay, couponCode, onClose, onDone, timing }: QrPaymentModalProps) {
  const { t } = useTranslation('pay');
  const priceText = usePriceText();
  const { state, codeUrl, retry } = useQrOrder({
    item,
    payWay,
    onDone,
    ...(couponCode ? { couponCode } : {}),
    ...(timing ? { timing } : {}),
  });
  const frameLoading = useFrameLoading(state.kind === 'scanning' ? state.codeUrl : null, payWay === 'alipay');
  return (
    <Modal open onClose={onClose} title={t('qr.title')} width={420} closeOnBackdrop={false}>
      <QrPaymentView
        state={state}
        codeUrl={codeUrl}
        payWay={payWay}
        price={priceText(item.price)}
        frameLoading={frameLoading}
        onRetry={retry}
        onCancel={onClose}
      />
    </Modal>
  );
}
