import { describe, expect, it } from 'vitest';
import {
  FALLBACK_VIP_NAME,
  topMembership,
  VIP_CACHE_TTL_MS,
  VIP_FRESH_MS,
  VIP_RANK,
  vipDisplayName,
  vipFlagsOf,
  vipItemRefusal,
  vipRank,
} from './vip-rules';

const NO_FLAGS = {
  isVip: false,
  isNormalVip: false,
  isBaseVip: false,
  isHighVip: false,
  isStdVip: false,
  isProVip: false,
  isVip2: false,
};

describe('vipRank', () => {
  it('ranks NORMAL < BASE < HIGH / STD < PRO < VIP2 PRO / GLOBAL_PRO, by substring and case-blind', () => {
    expect(
      ['NORMAL', 'BASE', 'GLOBAL_BASE', 'HIGH', 'GLOBAL_STD', 'PRO', 'VIP2_PRO', 'GLOBAL_PRO'].map(vipRank),
    ).toEqual([1, 2, 2, 3, 3, 4, 5, 5]);
    expect(vipRank('vip2_high')).toBe(VIP_RANK.HIGH);
    expect(vipRank('VIP2_BASE_YEAR')).toBe(VIP_RANK.BASE);
    expect(vipRank('TRIAL')).toBe(VIP_RANK.NONE);
  });
});

describe('vipFlagsOf', () => {
  it('has no flag without a membership', () => {
    expect(vipFlagsOf([])).toEqual(NO_FLAGS);
  });

  it('recognises each family member by the part of its type', () => {
    expect(vipFlagsOf(['NORMAL'])).toEqual({ ...NO_FLAGS, isVip: true, isNormalVip: true });
    expect(vipFlagsOf(['GLOBAL_BASE'])).toEqual({ ...NO_FLAGS, isVip: true, isBaseVip: true });
    expect(vipFlagsOf(['HIGH'])).toEqual({ ...NO_FLAGS, isVip: true, isHighVip: true });
    expect(vipFlagsOf(['GLOBAL_STD'])).toEqual({ ...NO_FLAGS, isVip: true, isStdVip: true });
    expect(vipFlagsOf(['PRO'])).toEqual({ ...NO_FLAGS, isVip: true, isProVip: true });
    expect(vipFlagsOf(['VIP2_PRO'])).toEqual({ ...NO_FLAGS, isVip: true, isProVip: true, isVip2: true });
    expect(vipFlagsOf(['GLOBAL_PRO'])).toEqual({ ...NO_FLAGS, isVip: true, isProVip: true });
  });

  it('combines several memberships, and counts an unknown type as VIP only', () => {
    expect(vipFlagsOf(['normal', 'vip2_high'])).toEqual({
      ...NO_FLAGS,
      isVip: true,
      isNormalVip: true,
      isHighVip: true,
      isVip2: true,
    });
    expect(vipFlagsOf(['TRIAL'])).toEqual({ ...NO_FLAGS, isVip: true });
  });
});

describe('display name', () => {
  const entry = (vip_type: string, name: string) => ({ vip_type, name });

  it('is the name of the highest-ranked membership, whatever the order', () => {
    expect(vipDisplayName([entry('NORMAL', 'Normal'), entry('VIP2_PRO', 'Pro+'), entry('PRO', 'Pro')])).toBe('Pro+');
    expect(vipDisplayName([entry('GLOBAL_STD', 'Standard'), entry('GLOBAL_BASE', 'Basic')])).toBe('Standard');
  });

  it("falls back to 'VIP' for a blank name or no membership", () => {
    expect(vipDisplayName([entry('HIGH', '  ')])).toBe(FALLBACK_VIP_NAME);
    expect(vipDisplayName([])).toBe('VIP');
  });

  it('keeps the first listed of equal rank', () => {
    expect(topMembership([entry('HIGH', 'High'), entry('GLOBAL_STD', 'Standard')])?.name).toBe('High');
    expect(topMembership([])).toBeUndefined();
  });
});

describe('vipItemRefusal', () => {
  const item = { title: 'Ink wash', label: 'VIP' };
  const free = { isVip: false, isProVip: false };
  const vip = { isVip: true, isProVip: false };
  const pro = { isVip: true, isProVip: true };

  it('lets anyone select an item without flags', () => {
    expect(vipItemRefusal(free, item)).toBeNull();
  });

  it('refuses a VIP item to a free user, naming its title and label', () => {
    expect(vipItemRefusal(free, { ...item, isVip: true })).toEqual({
      reason: 'vipItem',
      title: 'Ink wash',
      label: 'VIP',
    });
    expect(vipItemRefusal(vip, { ...item, isVip: true })).toBeNull();
  });

  it('refuses a pro-VIP item to anyone below pro, with the pro text first', () => {
    const proItem = { title: 'Film grain 4K', label: 'Pro', isVip: true, isProVip: true };
    expect(vipItemRefusal(free, proItem)).toEqual({ reason: 'proVipItem', title: 'Film grain 4K', label: 'Pro' });
    expect(vipItemRefusal(vip, proItem)?.reason).toBe('proVipItem');
    expect(vipItemRefusal(pro, proItem)).toBeNull();
  });
});

describe('cache constants', () => {
  it('keeps VIP info 15 minutes, fresh for 10', () => {
    expect(VIP_CACHE_TTL_MS).toBe(900_000);
    expect(VIP_FRESH_MS).toBe(600_000);
  });
});
