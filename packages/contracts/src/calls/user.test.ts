import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../domain/messages';
import { userCalls } from './user';

const { sendSmsCode, loginByPhone, getQrCode, getQrLoginStatus, bindPlatform, modifyInfo, modifyInviteCode } =
  userCalls;

const sampleUser = {
  uuid: 'u-1',
  avatar_url: 'https://cdn.example/user-avatar/u-1/a.png',
  avatarCdnKey: 'user-avatar/u-1/a.png',
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
  cps_ratio: 0,
  totalPoints: 30,
  permanentPoints: 10,
  vip_points: 0,
  dailyCount: 20,
};

describe('user calls', () => {
  it('sends a code with captcha fields; bind-phone needs the QR login uuid', () => {
    expect(sendSmsCode.body.parse({ phone: '+8613800138000', ticket: 't', randstr: 'r' })).toEqual({
      phone: '+8613800138000',
      ticket: 't',
      randstr: 'r',
      is_bind_phone: false,
    });
    const bind = sendSmsCode.body.safeParse({ phone: '13800138000', is_bind_phone: true });
    expect(bind.success).toBe(false);
    expect(bind.error?.issues[0]?.message).toBe(VALIDATION.bindPhoneUuidRequired);
    expect(
      sendSmsCode.body.safeParse({ phone: '13800138000', is_bind_phone: true, uuid: crypto.randomUUID() }).success,
    ).toBe(true);
    expect(sendSmsCode.body.safeParse({ phone: '12345' }).error?.issues[0]?.message).toBe(VALIDATION.phoneInvalid);
  });

  it('logs in with phone and code and answers a token', () => {
    const body = loginByPhone.body.parse({ phone: '13800138000', code: '123456', invite_code: 'K7Q2MX' });
    expect(body).toMatchObject({ code: '123456', is_bind_phone: false });
    expect(loginByPhone.body.safeParse({ phone: '13800138000', code: '123456789' }).success).toBe(false);
    expect(loginByPhone.body.safeParse({ phone: '13800138000', code: 'abcdef' }).success).toBe(false);
    expect(loginByPhone.body.safeParse({ phone: '13800138000' }).error?.issues[0]?.message).toBe(
      VALIDATION.codeRequired,
    );
    expect(loginByPhone.data.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(loginByPhone.data.safeParse({ token: '' }).success).toBe(false);
  });

  it('starts and polls a QR login by uuid', () => {
    const uuid = crypto.randomUUID();
    expect(getQrCode.body.parse({ uuid })).toEqual({ uuid });
    expect(getQrCode.body.safeParse({ uuid: 'short' }).success).toBe(false);
    expect(getQrCode.body.safeParse({ uuid: '../../etc/passwd' }).success).toBe(false);
    expect(getQrLoginStatus.query.parse({ uuid })).toEqual({ uuid });
    expect(getQrLoginStatus.data.parse({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(getQrLoginStatus.data.parse({ status: 'logged_in', token: 't' })).toEqual({
      status: 'logged_in',
      token: 't',
    });
    expect(getQrLoginStatus.data.safeParse({ status: 'logged_in' }).success).toBe(false);
    expect(getQrLoginStatus.data.safeParse({ status: 'scanned' }).success).toBe(false);
  });

  it('binds the WeChat H5 platform only', () => {
    expect(bindPlatform.body.parse({ code: 'wx-code', platform: 'h5-wechat', state: 's1' })).toEqual({
      code: 'wx-code',
      platform: 'h5-wechat',
      state: 's1',
    });
    expect(bindPlatform.body.safeParse({ code: 'wx-code', platform: 'h5-alipay', state: 's1' }).success).toBe(false);
    expect(bindPlatform.body.safeParse({ code: '', platform: 'h5-wechat', state: 's1' }).success).toBe(false);
    // The OAuth state is required: the server checks it against this browser's cookie.
    expect(bindPlatform.body.safeParse({ code: 'wx-code', platform: 'h5-wechat' }).success).toBe(false);
  });

  it('answers bound, logged_in with a token, or need_phone with the bind uuid', () => {
    expect(bindPlatform.data.parse({ status: 'bound', openid: 'o1' })).toEqual({ status: 'bound', openid: 'o1' });
    expect(bindPlatform.data.safeParse({ status: 'logged_in', openid: 'o1' }).success).toBe(false);
    expect(bindPlatform.data.safeParse({ status: 'need_phone', openid: 'o1', uuid: 'u1' }).success).toBe(true);
    expect(bindPlatform.data.safeParse({ openid: 'o1' }).success).toBe(false);
  });

  it('modifies nickname and avatar key and answers the user', () => {
    expect(modifyInfo.body.parse({ nickname: 'Momo', avatar_url: 'user-avatar/u-1/a.png' })).toEqual({
      nickname: 'Momo',
      avatar_url: 'user-avatar/u-1/a.png',
    });
    expect(modifyInfo.body.safeParse({ nickname: '' }).error?.issues[0]?.message).toBe(VALIDATION.nicknameRequired);
    expect(modifyInfo.body.safeParse({ nickname: 'NineChars' }).error?.issues[0]?.message).toBe(
      VALIDATION.nicknameTooLong,
    );
    expect(modifyInfo.body.safeParse({ nickname: 'Momo', avatar_url: '/abs/a.png' }).success).toBe(false);
    expect(modifyInfo.data.parse(sampleUser)).toEqual(sampleUser);
    expect(modifyInfo.data.safeParse({ ...sampleUser, totalPoints: '30' }).success).toBe(false);
  });

  it('sets the introducer from an invite code of at most 30 characters', () => {
    expect(modifyInviteCode.body.parse({ invite_code: 'K7Q2MX' })).toEqual({ invite_code: 'K7Q2MX' });
    expect(modifyInviteCode.body.safeParse({ invite_code: 'x'.repeat(31) }).error?.issues[0]?.message).toBe(
      VALIDATION.introducerTooLong,
    );
  });

  it('reads VIP info entries', () => {
    const info = { list: [{ vip_type: 'PRO', name: 'Pro', batch_type: 'year', expire_time: '2027-01-01T00:00:00Z' }] };
    expect(userCalls.getVipInfo.data.parse(info)).toEqual(info);
    expect(userCalls.getVipInfo.data.safeParse({ list: [{ ...info.list[0], batch_type: 'week' }] }).success).toBe(
      false,
    );
  });
});
