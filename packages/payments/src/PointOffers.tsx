import './payments.css';
import type { PayPackage } from '@framewise/contracts';
import type { Region } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { useId } from 'react';
import { type PointOffer, pointOffersOf } from './catalogue';
import { usePriceText } from './format';

export interface PointOffersProps {
  packages: readonly PayPackage[];
  region: Region;
  onBuy(offer: PointOffer): void;
}

/** Points packages: each domestic package, or the overseas base package in quantities 1 to 4. */
export function PointOffers({ packages, region, onBuy }: PointOffersProps) {
  const { t } = useTranslation('membership');
  const priceText = usePriceText();
  const offers = pointOffersOf(packages, region);
  if (offers.length === 0) return <p className="fw-pay-muted">{t('points.empty')}</p>;
  return (
    <ul className="fw-pay-packages">
      {offers.map((offer) => (
        <li key={`${offer.pkg.type}-${offer.quantity}`}>
          <OfferCard offer={offer} region={region} price={priceText(offer.price)} onBuy={onBuy} />
        </li>
      ))}
    </ul>
  );
}

function OfferCard({
  offer,
  region,
  price,
  onBuy,
}: {
  offer: PointOffer;
  region: Region;
  price: string;
  onBuy(offer: PointOffer): void;
}) {
  const { t } = useTranslation('membership');
  const titleId = useId();
  return (
    <div className="fw-pay-package">
      <p id={titleId} className="fw-pay-package__points">
        {t('points.value', { points: offer.points })}
      </p>
      {region === 'global' && (
        <span className="fw-pay-muted">{t('points.quantity', { quantity: offer.quantity })}</span>
      )}
      <span className="fw-pay-price__amount">{price}</span>
      <Button variant="secondary" aria-describedby={titleId} onClick={() => onBuy(offer)}>
        {t('points.buy')}
      </Button>
    </div>
  );
}
