import { expect, type Page } from '@playwright/test';

/** The server's sandbox payment page (test servers): plays the payer of a QR order or a card checkout. */
export class SandboxPay {
  constructor(readonly page: Page) {}

  async expectOrder(item: RegExp | string) {
    await expect(this.page).toHaveURL(/\/sandbox\/pay\//);
    await expect(this.page.getByTestId('sandbox-pay-item')).toContainText(item);
    await expect(this.page.getByTestId('sandbox-pay-status')).toHaveAttribute('data-status', '0');
  }

  /** Pays the order; the provider's signed notify reaches the server before the page answers. */
  async pay() {
    await this.page.getByTestId('sandbox-pay-confirm').click();
    await expect(this.page.getByTestId('sandbox-pay-status')).toHaveAttribute('data-status', '1');
  }

  /**
   * Declines the payment, as a card or wallet refusing it would. The provider records it at once; the order learns
   * it when the app next asks (WeChat Pay sends no notify for a failure) or from the card webhook.
   */
  async fail() {
    await this.page.getByTestId('sandbox-pay-fail').click();
    await expect(this.page.getByTestId('sandbox-pay-message')).toBeVisible();
  }

  /** Follows the page's link back to the app's result page. */
  async backToApp() {
    await this.page.getByTestId('sandbox-pay-back').click();
    await this.page.waitForURL(/\/pay-result\?/);
  }
}
