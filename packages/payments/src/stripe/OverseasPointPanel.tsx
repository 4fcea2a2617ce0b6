import '../payments.css';
import { useGetPackageListQuery } from '@framewise/api-client';
import { VIP_PERMISSION } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, selectTopMembership, selectUser, selectVipFlags, useAppSelector } from '@framewise/stores';
import { Button } from '@framewise/ui-kit';
import { type ComponentType, useMemo } from 'react';
import { usePurchaseIntent } from '../buy-actions';
import { periodsOf } from '../catalogue';
import { useBuildFeatures } from '../hooks';
import { LoginRequired } from '../LoginRequired';
import { PackageSummary } from '../PackageSummary';
import { PointsChoice } from '../PointsChoice';
import { usePlanName, useVipDisplayName } from '../plan-name';
import type { PurchaseIntent } from '../purchase-intent';
import { itemOfPackage } from '../purchase-item';
import { CardUpgrade } from './CardUpgrade';
import { CustomerPortalLink } from './CustomerPortalLink';
import type { RedirectOptions } from './checkout';
import { useCardCheckout } from './use-card-checkout';

/** The overseas build's settings for buying: how the checkout redirect and the post-upgrade reload happen. */
export interface OverseasPayConfig extends RedirectOptions {
  reload?: () => void;
}

export interface OverseasPointPanelProps extends OverseasPayConfig {
  onClose(): void;
}

/** The PointPanel slot of the overseas build: `PointPanel: lazy(... overseasPointPanel(config))`. */
export function overseasPointPanel(config: OverseasPayConfig = {}): ComponentType<{ onClose(): void }> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once at the composition root, so its identity is stable
  return function PointPanel({ onClose }) {
    return <OverseasPointPanel onClose={onClose} {...config} />;
  };
}

/**
 * The overseas points modal: quantities 1 to 4 of the base package (or the package a buy button chose) and the
 * card checkout; a subscriber choosing a plan, or managing theirs, gets the card upgrade and the customer portal.
 */
export function OverseasPointPanel({ onClose, reload, ...redirect }: OverseasPointPanelProps) {
  const { t } = useTranslation('pay');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const flags = useAppSelector(selectVipFlags);
  const intent = usePurchaseIntent();
  const checkout = useCardCheckout(redirect);
  const { priceFormat } = useBuildFeatures();
  if (!loggedIn) return <LoginRequired onClose={onClose} />;

  const upgrade = intent?.kind === 'manage' || (intent?.kind === 'package' && intent.pkg.category === 'VIP');
  if (upgrade && flags.isVip) {
    return <Subscription intent={intent} onClose={onClose} reload={reload} assign={redirect.assign} />;
  }
  if (intent?.kind === 'package' && intent.pkg.category !== 'Point') {
    const item = itemOfPackage(intent.pkg, intent.batchType, priceFormat);
    return (
      <div className="fw-pay-flow">
        <PackageSummary item={item} />
        <div className="fw-pay-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('grid.cancel')}
          </Button>
          <Button loading={checkout.busy} onClick={() => checkout.start(item)}>
            {t('card.checkout')}
          </Button>
        </div>
        {checkout.busy && <p className="fw-pay-muted">{t('card.redirecting')}</p>}
      </div>
    );
  }
  const preselect = intent?.kind === 'package' ? { type: intent.pkg.type, quantity: intent.quantity } : null;
  return (
    <>
      <PointsChoice preselect={preselect} busy={checkout.busy} onConfirm={checkout.start} onCancel={onClose} />
      {checkout.busy && <p className="fw-pay-muted">{t('card.redirecting')}</p>}
    </>
  );
}

/** A subscriber's plan change or cycle change, with the way to the customer portal. */
function Subscription({
  intent,
  onClose,
  reload,
  assign,
}: {
  intent: PurchaseIntent | null;
  onClose(): void;
  reload: (() => void) | undefined;
  assign: ((url: string) => void) | undefined;
}) {
  const top = useAppSelector(selectTopMembership);
  const user = useAppSelector(selectUser);
  const vipName = useVipDisplayName();
  const planName = usePlanName();
  const plans = useGetPackageListQuery(VIP_PERMISSION.VIP);
  const current = { type: top?.vip_type ?? user.vip_type, name: vipName, period: top?.batch_type ?? 'month' };
  const target =
    intent?.kind === 'package'
      ? { type: intent.pkg.type, name: planName(intent.pkg) }
      : { type: current.type, name: current.name };
  const initialPeriod = intent?.kind === 'package' && intent.batchType ? intent.batchType : current.period;
  const packages = plans.data ?? null;
  const periods = useMemo(() => {
    const offered = packages ? periodsOf(packages.filter((p) => p.type === target.type)) : [];
    return offered.length > 0 ? offered : undefined;
  }, [packages, target.type]);

  return (
    <div className="fw-pay-flow">
      <CardUpgrade
        target={target}
        current={{ name: current.name, period: current.period }}
        initialPeriod={initialPeriod}
        {...(periods ? { periods } : {})}
        {...(reload ? { reload } : {})}
        onCancel={onClose}
      />
      <CustomerPortalLink {...(assign ? { assign } : {})} />
    </div>
  );
}
