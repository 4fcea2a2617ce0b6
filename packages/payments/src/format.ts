import { useTranslation } from '@framewise/i18n';
import { useCallback } from 'react';
import { formatPrice, type Price } from './catalogue';

/** Formats prices for the current language: domestic yuan with 2 decimals, overseas 0 decimals in its unit. */
export function usePriceText(): (price: Price) => string {
  const { t, i18n } = useTranslation('membership');
  return useCallback(
    (price) => formatPrice(price, i18n.language, (amount) => t('price.yuan', { amount })),
    [t, i18n.language],
  );
}

/** A membership's end date in the current language; the raw text when it is not a date. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
