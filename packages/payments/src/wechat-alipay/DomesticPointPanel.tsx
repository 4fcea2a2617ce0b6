import '../payments.css';
import { useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, selectVipFlags, useAppSelector } from '@framewise/stores';
import { Button } from '@framewise/ui-kit';
import { type ComponentType, useMemo, useState } from 'react';
import { usePurchaseIntent } from '../buy-actions';
import { useHeldPlanTypes } from '../held-plans';
import { useBuildFeatures, useSurface } from '../hooks';
import { LoginRequired } from '../LoginRequired';
import { MobilePayModal } from '../mobile/MobilePayModal';
import { PackageSummary } from '../PackageSummary';
import { PointsChoice } from '../PointsChoice';
import { useVipDisplayName } from '../plan-name';
import type { PurchaseIntent } from '../purchase-intent';
import { itemOfPackage, type PurchaseItem } from '../purchase-item';
import type { QrOrderTiming } from '../qr-order';
import { PlanChangeNotice, type SupportContact } from './PlanChangeNotice';
import { couponFromSearch, PAY_WAYS, type PayWay } from './pay-way';
import { QrPaymentModal } from './QrPaymentModal';
import { SettlementModal } from './SettlementModal';

/** The domestic build's settings for buying: who customer service is (plan changes go through them). */
export interface DomesticPayConfig {
  support: SupportContact;
  /** Overrides of the payment timing, for stories and tests. */
  timing?: Partial<QrOrderTiming>;
}

export interface DomesticPointPanelProps extends DomesticPayConfig {
  onClose(): void;
}

/** The PointPanel slot of the domestic build: `PointPanel: lazy(... domesticPointPanel(config))`. */
export function domesticPointPanel(config: DomesticPayConfig): ComponentType<{ onClose(): void }> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once at the composition root, so its identity is stable
  return function PointPanel({ onClose }) {
    return <DomesticPointPanel onClose={onClose} {...config} />;
  };
}

/**
 * The domestic points modal: the package grid (or the package a buy button chose), then the settlement modal,
 * then the QR payment modal. Purchase needs login; changing to another plan goes through customer service.
 */
export function DomesticPointPanel({ onClose, support, timing }: DomesticPointPanelProps) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const intent = usePurchaseIntent();
  if (!loggedIn) return <LoginRequired onClose={onClose} />;
  if (intent?.kind === 'package' && intent.pkg.category !== 'Point') {
    return <PackagePurchase intent={intent} support={support} onClose={onClose} timing={timing} />;
  }
  const preselect = intent?.kind === 'package' ? { type: intent.pkg.type, quantity: intent.quantity } : null;
  return <PointsPurchase preselect={preselect} onClose={onClose} timing={timing} />;
}

type Step = 'select' | 'settle' | 'pay';

/**
 * The settlement and payment modals over the panel, for the item chosen at confirm: a QR code on desktop, the
 * provider's mobile page on phones, WeChat's pay sheet inside WeChat (where Alipay cannot open, so WeChat Pay only).
 */
function useCheckout(onClose: () => void, timing?: Partial<QrOrderTiming>) {
  const surface = useSurface();
  const payWays = surface === 'wechat' ? (['wechat'] as const) : PAY_WAYS;
  const [step, setStep] = useState<Step>('select');
  const [item, setItem] = useState<PurchaseItem | null>(null);
  const [payWay, setPayWay] = useState<PayWay>(payWays[0]);
  const [couponCode] = useState(() => couponFromSearch(window.location.search));
  const coupon = couponCode ? { couponCode } : {};
  const modals = item && (
    <>
      {step === 'settle' && (
        <SettlementModal
          item={item}
          payWay={payWay}
          payWays={payWays}
          onPayWay={setPayWay}
          {...coupon}
          onPay={() => setStep('pay')}
          onClose={() => setStep('select')}
        />
      )}
      {step === 'pay' && surface !== 'desktop' && (
        <MobilePayModal item={item} payWay={payWay} surface={surface} {...coupon} onClose={() => setStep('select')} />
      )}
      {step === 'pay' && surface === 'desktop' && (
        <QrPaymentModal
          item={item}
          payWay={payWay}
          {...coupon}
          {...(timing ? { timing } : {})}
          onClose={() => setStep('select')}
          onDone={onClose}
        />
      )}
    </>
  );
  const confirm = (chosen: PurchaseItem) => {
    setItem(chosen);
    setStep('settle');
  };
  return { modals, confirm };
}

function PointsPurchase({
  preselect,
  onClose,
  timing,
}: {
  preselect: { type: string; quantity: number } | null;
  onClose(): void;
  timing?: Partial<QrOrderTiming> | undefined;
}) {
  const { modals, confirm } = useCheckout(onClose, timing);
  return (
    <>
      <PointsChoice preselect={preselect} onConfirm={confirm} onCancel={onClose} />
      {modals}
    </>
  );
}

function PackagePurchase({
  intent,
  support,
  onClose,
  timing,
}: {
  intent: Extract<PurchaseIntent, { kind: 'package' }>;
  support: SupportContact;
  onClose(): void;
  timing?: Partial<QrOrderTiming> | undefined;
}) {
  const { t } = useTranslation('pay');
  const flags = useAppSelector(selectVipFlags);
  const vipName = useVipDisplayName();
  const held = useHeldPlanTypes();
  const { priceFormat } = useBuildFeatures();
  const item = useMemo(() => itemOfPackage(intent.pkg, intent.batchType, priceFormat), [intent, priceFormat]);
  const { modals, confirm } = useCheckout(onClose, timing);
  // Renewing the plan one holds is a purchase; moving to another plan is a change customer service makes.
  if (intent.pkg.category === 'VIP' && flags.isVip && !held.has(intent.pkg.type)) {
    return <PlanChangeNotice current={vipName} support={support} onClose={onClose} />;
  }
  return (
    <div className="fw-pay-flow">
      <PackageSummary item={item} />
      <div className="fw-pay-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('grid.cancel')}
        </Button>
        <Button onClick={() => confirm(item)}>{t('grid.confirm')}</Button>
      </div>
      {modals}
    </div>
  );
}
