import { describe, expect, it } from 'vitest';
import { detectPageSurface } from './page-surface';

const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('detectPageSurface', () => {
  it('knows WeChat’s in-app browser by its user agent, whatever the width', () => {
    expect(detectPageSurface({ userAgent: IPHONE_WECHAT, viewportWidth: 390, touch: true })).toBe('wechat');
    expect(
      detectPageSurface({ userAgent: `${DESKTOP_CHROME} MicroMessenger/3.9`, viewportWidth: 1440, touch: false }),
    ).toBe('wechat');
  });

  it('takes other phone browsers for mobile', () => {
    expect(detectPageSurface({ userAgent: ANDROID_CHROME, viewportWidth: 412, touch: true })).toBe('mobile');
  });

  it('takes a narrow touch screen that asks for the desktop site for mobile, a wide one for desktop', () => {
    expect(detectPageSurface({ userAgent: IPAD_AS_MAC, viewportWidth: 768, touch: true })).toBe('mobile');
    expect(detectPageSurface({ userAgent: IPAD_AS_MAC, viewportWidth: 1180, touch: true })).toBe('desktop');
  });

  it('keeps desktop browsers on desktop, even in a narrow window', () => {
    expect(detectPageSurface({ userAgent: DESKTOP_CHROME, viewportWidth: 1440, touch: false })).toBe('desktop');
    expect(detectPageSurface({ userAgent: DESKTOP_CHROME, viewportWidth: 375, touch: false })).toBe('desktop');
  });
});
