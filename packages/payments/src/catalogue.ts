import type { PayPackage } from '@framewise/contracts';
import { PLAN_PERIODS, type PlanPeriod, QUANTITY_MAX, QUANTITY_MIN } from '@framewise/contracts/routes';
import { type BuildFeatures, VIP_RANK, vipFlagsOf, vipRank } from '@framewise/stores';

/** A price in cents; unit is the overseas price unit ('USD'), null for domestic yuan. */
export interface Price {
  cents: number;
  unit: string | null;
}

/** What an overseas package's json carries: points and price per quantity 1, and the unit. */
export interface OverseasTerms {
  points: number;
  price: number;
  priceUnit: string;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The overseas terms of a package, or null when its json is absent or malformed (checked without zod). */
export function overseasTermsOf(pkg: Pick<PayPackage, 'json'>): OverseasTerms | null {
  if (!pkg.json) return null;
  try {
    const value = JSON.parse(pkg.json) as Partial<Record<keyof OverseasTerms, unknown>> | null;
    if (!value || !isCount(value.points) || !isCount(value.price)) return null;
    if (typeof value.priceUnit !== 'string' || !value.priceUnit) return null;
    return { points: value.points, price: value.price, priceUnit: value.priceUnit };
  } catch {
    return null;
  }
}

/** Fallback unit when an overseas package carries no terms: the overseas catalogue is priced in US dollars. */
export const DEFAULT_PRICE_UNIT = 'USD';

/** How a build prices packages (BuildFeatures.priceFormat). */
export type PriceFormat = BuildFeatures['priceFormat'];

/** Points and price of one package as the build shows them: 'yuan' reads the fields, 'currency' its json. */
export function termsOf(pkg: PayPackage, priceFormat: PriceFormat): { points: number; price: Price } {
  if (priceFormat === 'yuan') return { points: pkg.points, price: { cents: pkg.price, unit: null } };
  const terms = overseasTermsOf(pkg);
  return {
    points: terms?.points ?? pkg.points,
    price: { cents: terms?.price ?? pkg.price, unit: terms?.priceUnit ?? DEFAULT_PRICE_UNIT },
  };
}

/** The plan periods the catalogue offers, in month, season, year order. */
export function periodsOf(plans: readonly PayPackage[]): PlanPeriod[] {
  return PLAN_PERIODS.filter((period) => plans.some((p) => p.batchType === period));
}

/** The plans of one period, lowest rank first (the catalogue's order among equals). */
export function plansFor(plans: readonly PayPackage[], period: PlanPeriod): PayPackage[] {
  return plans.filter((p) => p.batchType === period).sort((a, b) => vipRank(a.type) - vipRank(b.type));
}

/** A benefit line: a key of the membership namespace's `benefits` group and its parameters. */
export type Benefit =
  | { key: 'monthlyPoints'; points: number }
  | { key: 'upscale' | 'privateMode' | 'styles' | 'longVideo' | 'unlimited' | 'proItems' };

/**
 * What a plan includes: its monthly points from the catalogue; the subscriber-only features for
 * every plan; unlimited mode from HIGH / STD up (the plans seeded with unlimitEnable); pro-only items for PRO types.
 */
export function benefitsOf(plan: Pick<PayPackage, 'type' | 'points'>, monthlyPoints = plan.points): Benefit[] {
  const benefits: Benefit[] = [];
  if (monthlyPoints > 0) benefits.push({ key: 'monthlyPoints', points: monthlyPoints });
  benefits.push({ key: 'upscale' }, { key: 'privateMode' }, { key: 'styles' }, { key: 'longVideo' });
  if (vipRank(plan.type) >= VIP_RANK.HIGH) benefits.push({ key: 'unlimited' });
  if (vipFlagsOf([plan.type]).isProVip) benefits.push({ key: 'proItems' });
  return benefits;
}

/** One points offer on the page: a package, times a quantity where the build has the quantity picker. */
export interface PointOffer {
  pkg: PayPackage;
  quantity: number;
  points: number;
  price: Price;
}

/**
 * Every points package (domestic), or with the quantity picker the first package only, in quantities 1 to 4
 * (overseas; docs/product.md, "Payments").
 */
export function pointOffersOf(
  packages: readonly PayPackage[],
  features: Pick<BuildFeatures, 'quantityPicker' | 'priceFormat'>,
): PointOffer[] {
  if (!features.quantityPicker) {
    return packages.map((pkg) => ({ pkg, quantity: 1, ...termsOf(pkg, features.priceFormat) }));
  }
  const base = packages[0];
  if (!base) return [];
  const { points, price } = termsOf(base, features.priceFormat);
  const offers: PointOffer[] = [];
  for (let quantity = QUANTITY_MIN; quantity <= QUANTITY_MAX; quantity++) {
    offers.push({ pkg: base, quantity, points: points * quantity, price: { ...price, cents: price.cents * quantity } });
  }
  return offers;
}

/**
 * The one pack the offers are multiples of (overseas: the base package in quantities 1 to 4), or null when every
 * offer is a package of its own (domestic). Pages explain the multiple with it: "1 pack = 500 points · $5".
 */
export function basePackOf(offers: readonly PointOffer[]): PointOffer | null {
  if (!offers.some((offer) => offer.quantity > 1)) return null;
  return offers.find((offer) => offer.quantity === 1) ?? null;
}

/**
 * The price text: domestic in yuan with 2 decimals (through the `yuan` pattern of the membership namespace),
 * overseas with 0 decimals in its unit (a currency code is formatted by Intl; any other unit follows the number).
 */
export function formatPrice(price: Price, language: string, yuan: (amount: string) => string): string {
  const amount = price.cents / 100;
  if (price.unit === null) return yuan(amount.toFixed(2));
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: price.unit,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount.toFixed(0)} ${price.unit}`;
  }
}
