import './payments.css';
import { errorMessage, useGetPackageListQuery } from '@framewise/api-client';
import { VIP_PERMISSION } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { selectVipFlags, useAppSelector, vipItemRefusal } from '@framewise/stores';
import { Button, Spinner } from '@framewise/ui-kit';
import { useMemo, useState } from 'react';
import { pointOffersOf } from './catalogue';
import { useBuildFeatures } from './hooks';
import { OfferPicker } from './OfferPicker';
import { gateOf } from './package-gate';
import { itemOfOffer, type PurchaseItem } from './purchase-item';

export interface PointsChoiceProps {
  /** The offer a buy button asked for: a package type and quantity. */
  preselect: { type: string; quantity: number } | null;
  onConfirm(item: PurchaseItem): void;
  onCancel(): void;
  /** The confirm is under way (overseas: creating the checkout). */
  busy?: boolean;
}

/**
 * The points modal's first step in both builds: the offers of the points catalogue (domestic packages, overseas
 * quantities 1 to 4), one chosen (the preselected one, else the first the user may buy), cancel and confirm.
 */
export function PointsChoice({ preselect, onConfirm, onCancel, busy = false }: PointsChoiceProps) {
  const { t } = useTranslation('pay');
  const { t: tCommon } = useTranslation();
  const list = useGetPackageListQuery(VIP_PERMISSION.POINT);
  const flags = useAppSelector(selectVipFlags);
  const packages = list.data ?? null;
  const features = useBuildFeatures();
  const offers = useMemo(() => (packages ? pointOffersOf(packages, features) : []), [packages, features]);
  const [chosen, setChosen] = useState<number | null>(null);

  const preselected = preselect
    ? offers.findIndex((o) => o.pkg.type === preselect.type && o.quantity === preselect.quantity)
    : -1;
  const firstAllowed = offers.findIndex((o) => !vipItemRefusal(flags, gateOf(o.pkg)));
  const selected = chosen ?? (preselected >= 0 ? preselected : firstAllowed);
  const offer = offers[selected];

  let body = null;
  if (list.isError) {
    body = (
      <div className="fw-pay-state" role="alert">
        <p className="fw-pay-error">
          {t('grid.loadFailed')} {errorMessage(list.error, (key) => tCommon(key))}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('grid.retry')}
        </Button>
      </div>
    );
  } else if (!packages) {
    body = (
      <div className="fw-pay-state">
        <Spinner label={t('grid.loading')} />
      </div>
    );
  } else if (offers.length === 0) {
    body = <p className="fw-pay-muted">{t('grid.empty')}</p>;
  } else {
    body = <OfferPicker offers={offers} selected={selected} onSelect={setChosen} />;
  }

  return (
    <div className="fw-pay-flow">
      {body}
      <div className="fw-pay-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('grid.cancel')}
        </Button>
        <Button disabled={!offer} loading={busy} onClick={() => offer && onConfirm(itemOfOffer(offer))}>
          {t('grid.confirm')}
        </Button>
      </div>
    </div>
  );
}
