import type { UserInfo, VipInfo } from '@framewise/contracts';

export const sampleUser: UserInfo = {
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

export const overseasUser: UserInfo = {
  ...sampleUser,
  uuid: 'u-global-1',
  nickname: 'Mia',
  phone: '',
  invite_code: '',
};

export const sampleVip: VipInfo = { list: [] };
