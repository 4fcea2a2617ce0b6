import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { userInfo } from '../calls/user';
import { type FieldKind, matchesFieldKind, pickMatchingFields } from './field-kind';
import { objectOfFields } from './fields';
import { USER_INFO_FIELDS, type UserInfo } from './user-fields';

const KINDS: FieldKind[] = ['string', 'int', 'number', 'boolean', 'string|null'];
const VALUES: unknown[] = [
  '',
  'text',
  0,
  -3,
  2.5,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  null,
  undefined,
  {},
  [],
  '7',
  10n,
];

describe('field kinds', () => {
  it.each(KINDS)('%s accepts exactly what its zod schema accepts', (kind) => {
    const schema = objectOfFields({ value: kind }).shape.value;
    for (const value of VALUES) {
      expect(matchesFieldKind(kind, value), `${kind} ${String(value)}`).toBe(schema.safeParse(value).success);
    }
  });

  it('picks the matching fields of untrusted input and drops the rest', () => {
    const table = { name: 'string', age: 'int', note: 'string|null' } as const;
    expect(pickMatchingFields(table, { name: 'Ann', age: 1.5, note: null, extra: 'x' })).toEqual({
      name: 'Ann',
      note: null,
    });
    expect(pickMatchingFields(table, {})).toEqual({});
  });
});

describe('user info fields', () => {
  it('are the shape of the userInfo schema, field by field', () => {
    expect(Object.keys(userInfo.shape)).toEqual(Object.keys(USER_INFO_FIELDS));
    expectTypeOf<z.infer<typeof userInfo>>().toEqualTypeOf<UserInfo>();
    expect(userInfo.safeParse({ ...userSample(), count: 1.5 }).success).toBe(false);
    expect(userInfo.parse(userSample())).toEqual(userSample());
  });
});

function userSample(): UserInfo {
  return {
    uuid: 'u-1',
    avatar_url: '',
    avatarCdnKey: '',
    introducer: '',
    invite_code: 'K7Q2MX',
    nickname: 'Momo',
    first_sub: false,
    count: 0,
    vip_date: null,
    vip_type: '',
    vip_name: '',
    phone: '13800138000',
    created_at: '2026-11-21T08:00:00.000Z',
    accCount: 0,
    unlimitEnable: false,
    cps_ratio: 0.1,
    totalPoints: 30,
    permanentPoints: 10,
    vip_points: 0,
    dailyCount: 20,
  };
}
