import type { UserInfo } from '@framewise/contracts';

/**
 * A logged-in free user with 120 points (100 permanent, 20 daily), as /api/user/info answers it: the one base
 * that package fixtures spread and adjust (a subscriber, an overseas user without phone...).
 */
export const sampleUserInfo: UserInfo = {
  uuid: 'u-7f3a9c',
  avatar_url: '',
  avatarCdnKey: '',
  introducer: '',
  invite_code: 'FW8K2Q',
  nickname: '小帧',
  first_sub: false,
  count: 0,
  vip_date: null,
  vip_type: '',
  vip_name: '',
  phone: '13800138000',
  created_at: '2026-11-01T08:00:00Z',
  accCount: 0,
  unlimitEnable: false,
  cps_ratio: 0,
  totalPoints: 120,
  permanentPoints: 100,
  vip_points: 0,
  dailyCount: 20,
};
