import type { PayPackage } from '@framewise/contracts';
import type { PlanPeriod } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { useCallback } from 'react';
import { type PointOffer, type Price, type PriceFormat, termsOf } from './catalogue';
import { usePlanName } from './plan-name';

/** What is being bought: a package, its plan period (null for points), the quantity, and what it comes to. */
export interface PurchaseItem {
  pkg: PayPackage;
  batchType: PlanPeriod | null;
  quantity: number;
  points: number;
  price: Price;
}

export function itemOfOffer(offer: PointOffer): PurchaseItem {
  return { pkg: offer.pkg, batchType: null, quantity: offer.quantity, points: offer.points, price: offer.price };
}

/** A plan of one period, or any other single package, at quantity 1. */
export function itemOfPackage(pkg: PayPackage, batchType: PlanPeriod | null, priceFormat: PriceFormat): PurchaseItem {
  const terms = termsOf(pkg, priceFormat);
  return { pkg, batchType, quantity: 1, points: terms.points, price: terms.price };
}

/** The order subject shown at settlement: '{points} points', or the plan's name and period. */
export function useSubjectText(): (item: PurchaseItem) => string {
  const { t } = useTranslation('pay');
  const planName = usePlanName();
  return useCallback(
    (item) => {
      if (item.pkg.category === 'VIP') {
        return t('subject.plan', { name: planName(item.pkg), period: t(`plan.period.${item.batchType ?? 'month'}`) });
      }
      if (item.pkg.category === 'Point') return t('subject.points', { points: item.points });
      return item.pkg.name;
    },
    [t, planName],
  );
}
