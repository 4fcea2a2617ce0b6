import './payments.css';
import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';
import { useId } from 'react';
import { basePackOf, type PointOffer } from './catalogue';
import { usePriceText } from './format';
import { gateOf, isGated } from './package-gate';
import { useVipItemGuard } from './vip-guard';

export interface OfferPickerProps {
  offers: readonly PointOffer[];
  /** Index of the chosen offer; -1 for none. */
  selected: number;
  onSelect(index: number): void;
}

/**
 * The points modal's choice: a grid of offers (domestic packages, or overseas quantities 1 to 4) as one radio group,
 * each with its points and price. Offers that multiply one pack say so above the grid ("1 pack = 500 points · $5")
 * and name their count of packs. An offer gated to a tier the user lacks is refused with the tier message.
 */
export function OfferPicker({ offers, selected, onSelect }: OfferPickerProps) {
  const { t } = useTranslation('pay');
  const priceText = usePriceText();
  const guard = useVipItemGuard();
  const name = useId();
  const introId = useId();
  const pack = basePackOf(offers);
  return (
    <>
      {pack && (
        <p id={introId} className="fw-pay-muted">
          {t('grid.packIntro', { points: pack.points, price: priceText(pack.price) })}
        </p>
      )}
      <fieldset className="fw-pay-offers" aria-describedby={pack ? introId : undefined}>
        <legend className="fw-visually-hidden">{pack ? t('card.quantity') : t('grid.label')}</legend>
        {offers.map((offer, index) => {
          const gate = gateOf(offer.pkg);
          return (
            <label
              key={`${offer.pkg.type}-${offer.quantity}`}
              className={cx('fw-pay-offer', index === selected && 'fw-pay-offer--selected')}
            >
              <input
                type="radio"
                className="fw-pay-offer__input"
                name={name}
                checked={index === selected}
                onChange={() => {
                  if (guard(gate)) onSelect(index);
                }}
              />
              <span className="fw-pay-offer__points">{t('grid.points', { points: offer.points })}</span>
              {pack && <span className="fw-pay-muted">{t('grid.packs', { count: offer.quantity })}</span>}
              <span className="fw-pay-offer__price">{priceText(offer.price)}</span>
              {isGated(gate) && gate.label && (
                <span className="fw-pay-offer__tag">{t('grid.locked', { label: gate.label })}</span>
              )}
            </label>
          );
        })}
      </fieldset>
    </>
  );
}
