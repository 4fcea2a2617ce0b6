import './payments.css';
import { useGetPackageListQuery } from '@framewise/api-client';
import type { PayPackage } from '@framewise/contracts';
import { type PlanPeriod, VIP_PERMISSION } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import {
  fetchVipInfo,
  selectTopMembership,
  selectUser,
  selectVipFailed,
  useAppDispatch,
  useAppSelector,
} from '@framewise/stores';
import { Button } from '@framewise/ui-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { useBuy } from './buy-actions';
import { type PointOffer, type PriceFormat, periodsOf, plansFor, termsOf } from './catalogue';
import { usePriceText } from './format';
import { useHeldPlanTypes } from './held-plans';
import { useBuildFeatures } from './hooks';
import { ListState } from './ListState';
import { MembershipStatus } from './MembershipStatus';
import { PeriodSwitch } from './PeriodSwitch';
import { PlanCard } from './PlanCard';
import { PointOffers } from './PointOffers';
import { MyPointsBreakdown } from './PointsBreakdown';
import { planGridStyle } from './plan-grid';
import type { PurchaseIntent } from './purchase-intent';
import { RedeemPanel } from './RedeemPanel';

/** Loads the user's memberships through the VIP cache (which records a failure); true when that failed. */
function useMembershipLoad(): boolean {
  const dispatch = useAppDispatch();
  const uuid = useAppSelector((state) => state.user.uuid);
  const failed = useAppSelector(selectVipFailed);
  useEffect(() => {
    if (uuid) dispatch(fetchVipInfo()).catch(() => undefined);
  }, [dispatch, uuid]);
  return failed && uuid !== '';
}

/**
 * The /member page: the user's membership and points, codes, the plans side by side with the current one marked,
 * per period, the boost packs when the catalogue has any, and the points packages. Works without props: the build
 * comes from the store's services.
 */
export function MemberPage() {
  const { t } = useTranslation('membership');
  const { priceFormat } = useBuildFeatures();
  const user = useAppSelector(selectUser);
  const vipFailed = useMembershipLoad();
  const plans = useGetPackageListQuery(VIP_PERMISSION.VIP);
  const boosts = useGetPackageListQuery(VIP_PERMISSION.ACC);
  const points = useGetPackageListQuery(VIP_PERMISSION.POINT);
  const buy = useBuy();
  const titleId = useId();
  const buyOffer = (offer: PointOffer) =>
    buy({ kind: 'package', pkg: offer.pkg, batchType: null, quantity: offer.quantity });

  return (
    <section className="fw-pay-page" aria-labelledby={titleId}>
      <header className="fw-pay-page__header">
        <h1 id={titleId} className="fw-pay-page__title">
          {t('page.title')}
        </h1>
        <p className="fw-pay-muted">{t('page.subtitle')}</p>
      </header>

      <div className="fw-pay-summary">
        <section className="fw-pay-panel" aria-label={t('status.heading')}>
          <h2 className="fw-pay-section__title">{t('status.heading')}</h2>
          <MembershipStatus failed={vipFailed} />
        </section>
        {user.hasUserInfo && (
          // The breakdown is itself the region named "My points".
          <div className="fw-pay-panel">
            <h2 className="fw-pay-section__title">{t('balance.heading')}</h2>
            <MyPointsBreakdown />
          </div>
        )}
        <section className="fw-pay-panel">
          <RedeemPanel />
        </section>
      </div>

      {/* Until the plans arrive their section holds a screen's height, so the sections below appear once, where
          they stay, instead of being pushed down in view (layout shift). */}
      <section
        className={plans.isLoading ? 'fw-pay-section fw-pay-section--pending' : 'fw-pay-section'}
        aria-label={t('plans.heading')}
      >
        {plans.data ? (
          <PlanCatalogue plans={plans.data} priceFormat={priceFormat} onBuy={buy} />
        ) : (
          <>
            <h2 className="fw-pay-section__title">{t('plans.heading')}</h2>
            <ListState state={plans} onRetry={plans.refetch} />
          </>
        )}
      </section>

      {boosts.data && boosts.data.length > 0 && (
        <section className="fw-pay-section" aria-label={t('acc.heading')}>
          <h2 className="fw-pay-section__title">{t('acc.heading')}</h2>
          <BoostPacks packages={boosts.data} priceFormat={priceFormat} onBuy={buy} />
        </section>
      )}

      <section className="fw-pay-section" aria-label={t('points.heading')}>
        <div className="fw-pay-section__head">
          <h2 className="fw-pay-section__title">{t('points.heading')}</h2>
          <p className="fw-pay-muted">{t('points.hint')}</p>
        </div>
        {points.data ? (
          <PointOffers packages={points.data} onBuy={buyOffer} />
        ) : (
          <ListState state={points} onRetry={points.refetch} />
        )}
      </section>
    </section>
  );
}

type Buy = (intent: PurchaseIntent) => void;

function PlanCatalogue({ plans, priceFormat, onBuy }: { plans: PayPackage[]; priceFormat: PriceFormat; onBuy: Buy }) {
  const { t } = useTranslation('membership');
  const priceText = usePriceText();
  const held = useHeldPlanTypes();
  const top = useAppSelector(selectTopMembership);
  const periods = useMemo(() => periodsOf(plans), [plans]);
  const [chosen, setChosen] = useState<PlanPeriod | null>(null);
  // Until the user picks one: the period of their highest plan when offered, else the first offered.
  const period = chosen ?? (top && periods.includes(top.batch_type) ? top.batch_type : (periods[0] ?? 'month'));
  const shown = plansFor(plans, period);

  return (
    <>
      <div className="fw-pay-section__head">
        <h2 className="fw-pay-section__title">{t('plans.heading')}</h2>
        {periods.length > 1 && <PeriodSwitch periods={periods} value={period} onChange={setChosen} />}
      </div>
      {shown.length === 0 ? (
        <p className="fw-pay-muted">{t('plans.empty')}</p>
      ) : (
        <ul className="fw-pay-plans" style={planGridStyle(shown.length)}>
          {shown.map((plan) => {
            const terms = termsOf(plan, priceFormat);
            return (
              <PlanCard
                key={`${plan.type}-${period}`}
                plan={plan}
                period={period}
                price={priceText(terms.price)}
                monthlyPoints={terms.points}
                current={held.has(plan.type)}
                onBuy={(pkg) => onBuy({ kind: 'package', pkg, batchType: period, quantity: 1 })}
              />
            );
          })}
        </ul>
      )}
    </>
  );
}

function BoostPacks({
  packages,
  priceFormat,
  onBuy,
}: {
  packages: PayPackage[];
  priceFormat: PriceFormat;
  onBuy: Buy;
}) {
  const { t } = useTranslation('membership');
  const priceText = usePriceText();
  return (
    <ul className="fw-pay-packages">
      {packages.map((pkg) => (
        <li key={`${pkg.type}-${pkg.batchType ?? ''}`} className="fw-pay-package">
          <p className="fw-pay-package__points">{pkg.name}</p>
          <span className="fw-pay-price__amount">{priceText(termsOf(pkg, priceFormat).price)}</span>
          <Button
            variant="secondary"
            onClick={() => onBuy({ kind: 'package', pkg, batchType: pkg.batchType, quantity: 1 })}
          >
            {t('acc.buy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
