import './payments.css';
import type { PayPackage } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { useId } from 'react';
import { basePackOf, type PointOffer, pointOffersOf } from './catalogue';
import { usePriceText } from './format';
import { useBuildFeatures } from './hooks';

export interface PointOffersProps {
  packages: readonly PayPackage[];
  onBuy(offer: PointOffer): void;
}

/**
 * Points packages: each domestic package, or the overseas base package in quantities 1 to 4, explained by one line
 * ("1 pack = 500 points · $5") and each card's count of packs.
 */
export function PointOffers({ packages, onBuy }: PointOffersProps) {
  const { t } = useTranslation('membership');
  const priceText = usePriceText();
  const offers = pointOffersOf(packages, useBuildFeatures());
  if (offers.length === 0) return <p className="fw-pay-muted">{t('points.empty')}</p>;
  const pack = basePackOf(offers);
  return (
    <>
      {pack && (
        <p className="fw-pay-muted">{t('points.packIntro', { points: pack.points, price: priceText(pack.price) })}</p>
      )}
      <ul className="fw-pay-packages">
        {offers.map((offer) => (
          <li key={`${offer.pkg.type}-${offer.quantity}`}>
            <OfferCard offer={offer} packs={pack !== null} price={priceText(offer.price)} onBuy={onBuy} />
          </li>
        ))}
      </ul>
    </>
  );
}

function OfferCard({
  offer,
  packs,
  price,
  onBuy,
}: {
  offer: PointOffer;
  /** The offer is a count of one pack: name the count. */
  packs: boolean;
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
      {packs && <span className="fw-pay-muted">{t('points.packs', { count: offer.quantity })}</span>}
      <span className="fw-pay-price__amount">{price}</span>
      <Button variant="secondary" aria-describedby={titleId} onClick={() => onBuy(offer)}>
        {t('points.buy')}
      </Button>
    </div>
  );
}
