import type { FieldKind, FieldsRecord } from './field-kind';

/**
 * The user fields, as /api/user/info answers them: written once here, zod-free, so browsers can
 * check stored user data without zod, and contracts builds the `userInfo` schema from the same table.
 */
export const USER_INFO_FIELDS = {
  uuid: 'string',
  avatar_url: 'string',
  avatarCdnKey: 'string',
  introducer: 'string',
  invite_code: 'string',
  nickname: 'string',
  first_sub: 'boolean',
  count: 'int',
  vip_date: 'string|null',
  vip_type: 'string',
  vip_name: 'string',
  phone: 'string',
  created_at: 'string',
  accCount: 'int',
  unlimitEnable: 'boolean',
  cps_ratio: 'number',
  totalPoints: 'int',
  /** The permanent-points count. */
  permanentPoints: 'int',
  vip_points: 'int',
  dailyCount: 'int',
} as const satisfies Record<string, FieldKind>;

export type UserInfoField = keyof typeof USER_INFO_FIELDS;

/** The user of /api/user/info; equal to `z.infer<typeof userInfo>`. */
export type UserInfo = FieldsRecord<typeof USER_INFO_FIELDS>;
