import { type Browser, type BrowserContext, devices, expect, type Page } from '@playwright/test';

/** WeChat's in-app browser on an iPhone (its user agent names MicroMessenger): login and pay go through WeChat. */
export async function phoneContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const { userAgent, viewport } = devices['iPhone 13'];
  return browser.newContext({
    baseURL,
    userAgent: `${userAgent} MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN`,
    viewport,
    locale: 'zh-CN',
  });
}

/** Chrome on an Android phone, outside WeChat: phone + SMS login, WeChat Pay's H5 and Alipay's WAP pages. */
export async function androidChromeContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const { userAgent, viewport } = devices['Pixel 7'];
  const context = await browser.newContext({ baseURL, userAgent, viewport, locale: 'zh-CN', hasTouch: true });
  if (baseURL) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context;
}

/** The server's WeChat H5 authorisation sandbox: plays the WeChat user who authorises the official account. */
export class WechatOauth {
  constructor(readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/sandbox\/wechat-oauth\?/);
  }

  /** Authorises as the WeChat user with this openid; WeChat then sends the page back with ?code=&state=. */
  async authorise(openid: string) {
    await this.expectOpen();
    await this.page.getByTestId('wechat-oauth-openid').fill(openid);
    await this.page.getByTestId('wechat-oauth-confirm').click();
  }
}
