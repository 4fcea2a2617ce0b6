import { ErrorCode } from '@framewise/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { RANK } from './plans';
import { assertTier, type TierRequirement, tierOf, tierRefusal, type UserTier } from './tier-gates';

const free = tierOf({ rank: RANK.NONE, unlimitEnable: false });
const base = tierOf({ rank: RANK.BASE, unlimitEnable: false });
const high = tierOf({ rank: RANK.HIGH, unlimitEnable: true });
const pro = tierOf({ rank: RANK.PRO, unlimitEnable: true });
const top = tierOf({ rank: RANK.TOP, unlimitEnable: true });

function refusal(tier: UserTier, requirement: TierRequirement, language: 'zh' | 'en' | 'ja' = 'en'): AppError | null {
  try {
    assertTier(tier, requirement, language);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
}

describe('tiers', () => {
  it('derives VIP and pro VIP from the plan rank', () => {
    expect(free).toEqual({ isVip: false, isProVip: false, unlimitEnable: false });
    expect(tierOf({ rank: RANK.NORMAL, unlimitEnable: false })).toMatchObject({ isVip: true, isProVip: false });
    expect(high).toMatchObject({ isVip: true, isProVip: false });
    expect(pro).toMatchObject({ isVip: true, isProVip: true });
    expect(top).toMatchObject({ isVip: true, isProVip: true });
  });
});

describe('assertTier', () => {
  it('refuses 2K / 4K upscale to the free tier with its refusal text', () => {
    const error = refusal(free, { kind: 'upscale2k4k' });
    expect(error?.code).toBe(ErrorCode.FORBIDDEN);
    expect(error?.message).toBe('Only subscribers can use this feature.');
    expect(refusal(free, { kind: 'upscale2k4k' }, 'zh')?.message).toBe('仅订阅会员可使用该功能。');
    expect(refusal(base, { kind: 'upscale2k4k' })).toBeNull();
  });

  it.each([
    ['privateMode', 'Private mode is for subscribers only.'],
    ['style', 'This style is for subscribers only.'],
    ['longVideo', 'Longer video conversion is for subscribers only.'],
  ] as const)('keeps %s for subscribers', (kind, text) => {
    expect(refusal(free, { kind })?.message).toBe(text);
    expect(refusal(base, { kind })).toBeNull();
  });

  it('allows the unlimited mode only with unlimitEnable', () => {
    expect(refusal(free, { kind: 'unlimitedMode' })?.message).toBe('Your plan does not include unlimited mode.');
    expect(refusal(base, { kind: 'unlimitedMode' })?.message).toBe('Your plan does not include unlimited mode.');
    expect(refusal(high, { kind: 'unlimitedMode' })).toBeNull();
  });

  it('names the item title and label when a VIP item is refused', () => {
    const item = { kind: 'vipItem', title: 'Cyberpunk', label: 'VIP' } as const;
    expect(refusal(free, item)?.message).toBe('"Cyberpunk" (VIP) is for subscribers only. Subscribe to use it.');
    expect(refusal(free, { ...item, title: '赛博朋克' }, 'zh')?.message).toBe(
      '「赛博朋克」（VIP）仅限会员使用，请开通会员后再试。',
    );
    expect(refusal(free, item, 'ja')?.message).toContain('「Cyberpunk」（VIP）');
    expect(refusal(base, item)).toBeNull();
  });

  it('names the item title and label when a pro-VIP item is refused', () => {
    const item = { kind: 'proVipItem', title: '4K 60fps', label: 'PRO' } as const;
    expect(refusal(high, item)?.message).toBe(
      '"4K 60fps" (PRO) is for Pro subscribers only. Upgrade your plan to use it.',
    );
    expect(refusal(free, item)?.message).toContain('"4K 60fps" (PRO)');
    expect(refusal(pro, item)).toBeNull();
    expect(refusal(top, item)).toBeNull();
  });

  it('leaves placeholders of a title alone, so user text cannot inject parameters', () => {
    const error = refusal(free, { kind: 'vipItem', title: '{{label}}', label: 'VIP' });
    expect(error?.message).toBe('"{{label}}" (VIP) is for subscribers only. Subscribe to use it.');
  });

  it('returns the key and parameters for callers that translate later', () => {
    expect(tierRefusal(free, { kind: 'proVipItem', title: 'T', label: 'L' })).toEqual({
      key: 'membershipErrors.tiers.proVipItem',
      params: { title: 'T', label: 'L' },
    });
    expect(tierRefusal(top, { kind: 'proVipItem', title: 'T', label: 'L' })).toBeUndefined();
  });
});
