import { expect, type Page, type Response } from '@playwright/test';

/** Waits for the app's QR-code request and returns the URL the QR code shows (the sandbox page on test servers). */
export async function qrUrlOf(response: Promise<Response>): Promise<string> {
  const body = (await (await response).json()) as { code: number; data: { url: string } };
  expect(body.code).toBe(0);
  return body.data.url;
}

/** The server's WeChat sandbox page: plays the WeChat user who scanned a login QR code. */
export class WechatSandbox {
  constructor(readonly page: Page) {}

  /** Confirms the scan as a WeChat user the product has never seen; returns that user's openid. */
  async scanAsNewUser(url: string, nickname: string): Promise<string> {
    await this.page.goto(url);
    await this.page.getByTestId('wechat-sandbox-nickname').fill(nickname);
    await this.page.getByTestId('wechat-sandbox-new').click();
    const openid = this.page.getByTestId('wechat-sandbox-openid-result');
    await expect(openid).toBeVisible();
    return (await openid.textContent()) ?? '';
  }

  /** Confirms the scan as a WeChat user seen before (by openid). */
  async scanAsExistingUser(url: string, openid: string) {
    await this.page.goto(url);
    await this.page.getByTestId('wechat-sandbox-openid').fill(openid);
    await this.page.getByTestId('wechat-sandbox-existing').click();
    await expect(this.page.getByTestId('wechat-sandbox-openid-result')).toHaveText(openid);
  }
}
