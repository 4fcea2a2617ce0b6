import { describe, expect, it } from 'vitest';
import {
  basePackOf,
  benefitsOf,
  formatPrice,
  overseasTermsOf,
  periodsOf,
  plansFor,
  pointOffersOf,
  termsOf,
} from './catalogue';
import { domesticPlans, domesticPoints, overseasPlans, overseasPoints } from './test-utils/fixtures';

const yuan = (amount: string) => `¥${amount}`;
/** The two ways a build offers points (BuildFeatures): one offer per package in yuan, or 1-4 packs in a currency. */
const perPackage = { quantityPicker: false, priceFormat: 'yuan' } as const;
const quantities = { quantityPicker: true, priceFormat: 'currency' } as const;

describe('prices', () => {
  it('shows domestic prices in yuan with 2 decimals', () => {
    expect(formatPrice({ cents: 1990, unit: null }, 'zh', yuan)).toBe('¥19.90');
    expect(formatPrice({ cents: 30000, unit: null }, 'en', yuan)).toBe('¥300.00');
  });

  it('shows overseas prices with 0 decimals in their unit', () => {
    expect(formatPrice({ cents: 1000, unit: 'USD' }, 'en', yuan)).toBe('$10');
    expect(formatPrice({ cents: 999, unit: 'USD' }, 'en', yuan)).toBe('$10');
    expect(formatPrice({ cents: 2000, unit: 'credits' }, 'en', yuan)).toBe('20 credits');
  });

  it('reads overseas terms from the json and falls back to the fields when it is unusable', () => {
    const [base] = overseasPoints;
    expect(overseasTermsOf(base!)).toEqual({ points: 500, price: 500, priceUnit: 'USD' });
    expect(overseasTermsOf({ json: '{"points":-1,"price":5,"priceUnit":"USD"}' })).toBeNull();
    expect(overseasTermsOf({ json: '{not json' })).toBeNull();
    expect(overseasTermsOf({ json: null })).toBeNull();
    const withoutJson = { ...base!, json: null };
    expect(termsOf(withoutJson, 'currency')).toEqual({ points: 500, price: { cents: 500, unit: 'USD' } });
    expect(termsOf(domesticPoints[0]!, 'yuan')).toEqual({ points: 100, price: { cents: 1000, unit: null } });
  });
});

describe('plans', () => {
  it('offers the periods in month, season, year order', () => {
    expect(periodsOf([...domesticPlans].reverse())).toEqual(['month', 'season', 'year']);
    expect(periodsOf(domesticPlans.filter((p) => p.batchType === 'year'))).toEqual(['year']);
  });

  it('lists the plans of one period from the lowest rank up', () => {
    expect(plansFor([...domesticPlans].reverse(), 'season').map((p) => p.type)).toEqual([
      'NORMAL',
      'BASE',
      'HIGH',
      'PRO',
      'VIP2_PRO',
    ]);
    expect(plansFor(overseasPlans, 'month').map((p) => p.price)).toEqual([1000, 2000, 4000]);
  });

  it('lists what each tier includes', () => {
    const keys = (type: string) => benefitsOf({ type, points: 100 }).map((b) => b.key);
    const shared = ['monthlyPoints', 'upscale', 'privateMode', 'styles', 'longVideo'];
    expect(keys('NORMAL')).toEqual(shared);
    expect(keys('GLOBAL_BASE')).toEqual(shared);
    expect(keys('GLOBAL_STD')).toEqual([...shared, 'unlimited']);
    expect(keys('PRO')).toEqual([...shared, 'unlimited', 'proItems']);
    expect(keys('VIP2_PRO')).toEqual([...shared, 'unlimited', 'proItems']);
    expect(benefitsOf({ type: 'BASE', points: 0 })[0]).toEqual({ key: 'upscale' });
    expect(benefitsOf({ type: 'BASE', points: 800 })[0]).toEqual({ key: 'monthlyPoints', points: 800 });
  });
});

describe('points offers', () => {
  it('offers every domestic package once', () => {
    expect(pointOffersOf(domesticPoints, perPackage).map((o) => [o.points, o.price.cents, o.quantity])).toEqual([
      [100, 1000, 1],
      [550, 5000, 1],
      [1200, 10000, 1],
      [3900, 30000, 1],
    ]);
  });

  it('offers the first overseas package in quantities 1 to 4', () => {
    const extra = { ...overseasPoints[0]!, type: 'GLOBAL_POINT_OTHER' };
    expect(pointOffersOf([...overseasPoints, extra], quantities).map((o) => [o.quantity, o.points, o.price])).toEqual([
      [1, 500, { cents: 500, unit: 'USD' }],
      [2, 1000, { cents: 1000, unit: 'USD' }],
      [3, 1500, { cents: 1500, unit: 'USD' }],
      [4, 2000, { cents: 2000, unit: 'USD' }],
    ]);
    expect(pointOffersOf([], quantities)).toEqual([]);
  });

  it('reads the quantity picker and the price format separately', () => {
    const offers = pointOffersOf(domesticPoints, { quantityPicker: true, priceFormat: 'yuan' });
    expect(offers.map((o) => [o.quantity, o.points, o.price])).toEqual([
      [1, 100, { cents: 1000, unit: null }],
      [2, 200, { cents: 2000, unit: null }],
      [3, 300, { cents: 3000, unit: null }],
      [4, 400, { cents: 4000, unit: null }],
    ]);
  });

  it('names the pack the overseas offers multiply, and none for domestic packages', () => {
    const pack = basePackOf(pointOffersOf(overseasPoints, quantities));
    expect(pack && [pack.quantity, pack.points, pack.price.cents]).toEqual([1, 500, 500]);
    expect(basePackOf(pointOffersOf(domesticPoints, perPackage))).toBeNull();
    expect(basePackOf([])).toBeNull();
  });
});
