import { describe, expect, it } from 'vitest';
import { load, refusedNames } from './testing';

describe('points and codes settings', () => {
  it('defaults to 10 daily points, a 5-point share bonus once a day, Shanghai and UTC days', () => {
    const config = load({});
    expect(config.points).toEqual({ dailyPoints: 10, shareBonusPoints: 5, shareBonusPerDay: 1 });
    expect(config.businessTimeZones).toEqual({ cn: 'Asia/Shanghai', global: 'UTC' });
    expect(config.codes).toEqual({ redeemPerUserPerHour: 10, redeemPerIpPerHour: 30 });
  });

  it('reads them from env', () => {
    const config = load({
      DAILY_POINTS: '20',
      BUSINESS_TZ_GLOBAL: 'America/New_York',
      CODE_REDEEM_PER_IP_PER_HOUR: '100',
    });
    expect(config.points.dailyPoints).toBe(20);
    expect(config.businessTimeZones.global).toBe('America/New_York');
    expect(config.codes.redeemPerIpPerHour).toBe(100);
  });

  it.each([
    ['DAILY_POINTS', '-1'],
    ['DAILY_POINTS', 'ten'],
    ['SHARE_BONUS_POINTS', '2.5'],
    ['SHARE_BONUS_PER_DAY', '1000'],
    ['BUSINESS_TZ_CN', 'Mars/Olympus'],
    ['BUSINESS_TZ_GLOBAL', 'GMT+25'],
    ['CODE_REDEEM_PER_USER_PER_HOUR', '0'],
    ['CODE_REDEEM_PER_IP_PER_HOUR', '-3'],
  ])('refuses %s=%s', (name, value) => {
    expect(refusedNames({ [name]: value })).toEqual([name]);
  });
});
