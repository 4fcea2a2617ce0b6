import './payments.css';
import type { Region } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';
import { useId } from 'react';
import type { PointOffer } from './catalogue';
import { usePriceText } from './format';
import { gateOf, isGated } from './package-gate';
import { useVipItemGuard } from './vip-guard';

export interface OfferPickerProps {
  offers: readonly PointOffer[];
  /** Index of the chosen offer; -1 for none. */
  selected: number;
  onSelect(index: number): void;
  region: Region;
}

/**
 * The points modal's choice: a grid of offers (domestic packages, or overseas quantities 1 to 4) as one radio group,
 * each with its points and price. An offer gated to a tier the user lacks is refused with the tier message.
 */
export function OfferPicker({ offers, selected, onSelect, region }: OfferPickerProps) {
  const { t } = useTranslation('pay');
  const priceText = usePriceText();
  const guard = useVipItemGuard();
  const name = useId();
  return (
    <fieldset className="fw-pay-offers">
      <legend className="fw-visually-hidden">{region === 'cn' ? t('grid.label') : t('card.quantity')}</legend>
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
            {region === 'global' && (
              <span className="fw-pay-muted">{t('grid.quantity', { quantity: offer.quantity })}</span>
            )}
            <span className="fw-pay-offer__price">{priceText(offer.price)}</span>
            {isGated(gate) && gate.label && (
              <span className="fw-pay-offer__tag">{t('grid.locked', { label: gate.label })}</span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
