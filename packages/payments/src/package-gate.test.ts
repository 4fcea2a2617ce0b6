import { describe, expect, it } from 'vitest';
import { gateOf, isGated } from './package-gate';

describe('gateOf', () => {
  it('reads the tier flags and label a package json carries', () => {
    expect(gateOf({ name: '会员加量包', json: '{"isVip":true,"label":"VIP"}' })).toEqual({
      title: '会员加量包',
      label: 'VIP',
      isVip: true,
    });
    expect(gateOf({ name: 'Pro pack', json: '{"points":500,"price":500,"priceUnit":"USD","isProVip":true}' })).toEqual({
      title: 'Pro pack',
      label: '',
      isProVip: true,
    });
  });

  it('leaves packages without flags, or with a broken json, open to everyone', () => {
    expect(isGated(gateOf({ name: '100', json: null }))).toBe(false);
    expect(isGated(gateOf({ name: '100', json: '{"isVip":"yes"}' }))).toBe(false);
    expect(isGated(gateOf({ name: '100', json: '{not json' }))).toBe(false);
    expect(isGated(gateOf({ name: '100', json: 'null' }))).toBe(false);
  });
});
