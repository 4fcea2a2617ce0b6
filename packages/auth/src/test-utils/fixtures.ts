import { sampleUserInfo } from '@framewise/api-client/testing';
import type { UserInfo, VipInfo } from '@framewise/contracts';

export const sampleUser: UserInfo = sampleUserInfo;

export const overseasUser: UserInfo = {
  ...sampleUser,
  uuid: 'u-global-1',
  nickname: 'Mia',
  phone: '',
  invite_code: '',
};

export const sampleVip: VipInfo = { list: [] };
