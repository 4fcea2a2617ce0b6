import { afterEach, describe, expect, it } from 'vitest';
import { clearWechatOpenid, readWechatOpenid, saveWechatOpenid } from './page-surface';

afterEach(() => localStorage.clear());

describe('WeChat openid', () => {
  it('is kept in local storage once obtained, and can be forgotten', () => {
    expect(readWechatOpenid()).toBe('');
    saveWechatOpenid('o-123');
    expect(localStorage.getItem('framewise-wechat-openid')).toBe('o-123');
    expect(readWechatOpenid()).toBe('o-123');
    saveWechatOpenid('');
    expect(readWechatOpenid()).toBe('o-123');
    clearWechatOpenid();
    expect(readWechatOpenid()).toBe('');
  });
});
