import { type Browser, type BrowserContext, devices, expect, type Page } from '@playwright/test';

/** A phone browser (WeChat's in-app browser is a mobile WebView): the domestic login goes through WeChat there. */
export async function phoneContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const { userAgent, viewport } = devices['iPhone 13'];
  return browser.newContext({ baseURL, userAgent, viewport, locale: 'zh-CN' });
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
