import { z } from 'zod';
import { defineCall } from '../call';

/** The user fields of spec section 3, as /api/user/info answers them. */
export const userInfo = z.object({
  uuid: z.string(),
  avatar_url: z.string(),
  avatarCdnKey: z.string(),
  introducer: z.string(),
  invite_code: z.string(),
  nickname: z.string(),
  first_sub: z.boolean(),
  count: z.number().int(),
  vip_date: z.string().nullable(),
  vip_type: z.string(),
  vip_name: z.string(),
  phone: z.string(),
  created_at: z.string(),
  accCount: z.number().int(),
  unlimitEnable: z.boolean(),
  cps_ratio: z.number(),
  totalPoints: z.number().int(),
  /** The permanent-points count. */
  permanentPoints: z.number().int(),
  vip_points: z.number().int(),
  dailyCount: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const userCalls = {
  getUserInfo: defineCall({
    method: 'GET',
    path: '/api/user/info',
    auth: 'required',
    data: userInfo,
    summary: 'The logged-in user with points balances',
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/user/logout',
    auth: 'optional',
    data: z.null(),
    summary: 'Revokes the session and clears the token cookie',
  }),
} as const;
