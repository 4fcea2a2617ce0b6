import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_MAX_LENGTH,
  FIELD_LIMITS,
  INTRODUCER_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from './limits';
import { VIP_PERMISSION } from './membership';
import { VALIDATION } from './messages';
import { PAY_CHANNEL, PAY_SCENES, payChannelOfScene } from './payment';
import { isTaskSettled, MODE, PUBLICATION_STATUS, TASK_STATUS, TASK_STATUSES } from './task';

describe('product constants', () => {
  it('keeps the task status codes of docs/product.md', () => {
    expect(TASK_STATUS).toEqual({
      CHECK_FAILED: -5,
      REJECTED: -4,
      UNDER_CHECK: -3,
      QUEUED: -2,
      FAILED: -1,
      PROCESSING: 0,
      SUCCESS: 1,
    });
    expect(TASK_STATUSES.toSorted((a, b) => a - b)).toEqual([-5, -4, -3, -2, -1, 0, 1]);
  });

  it('settles on success, failure and the check outcomes, not while checking, queued or processing', () => {
    expect([-5, -4, -1, 1].every(isTaskSettled)).toBe(true);
    expect([-3, -2, 0].some(isTaskSettled)).toBe(false);
    expect(isTaskSettled(7)).toBe(false);
  });

  it('keeps modes, publication statuses, channels and permission ids', () => {
    expect(MODE).toEqual({ NORMAL: 0, RELAX: 1, FAST: 2 });
    expect(PUBLICATION_STATUS).toEqual({ PUBLIC: 0, CONTRIBUTE: 1, UNDER_CHECK: 2, REJECTED: 3 });
    expect(PAY_CHANNEL).toEqual({ WECHAT: 1, ALIPAY: 2 });
    expect(VIP_PERMISSION).toEqual({ VIP: 7, ACC: 4, POINT: 9 });
  });

  it('maps every pay scene to its channel', () => {
    expect(PAY_SCENES.filter((s) => payChannelOfScene(s) === PAY_CHANNEL.ALIPAY)).toEqual(['alipay-pc', 'alipay-wap']);
    expect(PAY_SCENES.filter((s) => payChannelOfScene(s) === PAY_CHANNEL.WECHAT)).toEqual([
      'pc',
      'qrcode-mp-weixin',
      'wechat',
      'browser',
    ]);
  });

  it('keeps the field limits', () => {
    expect(FIELD_LIMITS).toEqual({ nickname: 8, introducer: 30, activationCode: 20, smsCode: 8 });
    expect([NICKNAME_MAX_LENGTH, INTRODUCER_MAX_LENGTH, ACTIVATION_CODE_MAX_LENGTH, SMS_CODE_MAX_LENGTH]).toEqual([
      8, 30, 20, 8,
    ]);
  });

  it('uses distinct validation message keys', () => {
    const values = Object.values(VALIDATION);
    expect(new Set(values).size).toBe(values.length);
    for (const [name, value] of Object.entries(VALIDATION)) expect(value).toBe(`validation.${name}`);
  });
});
