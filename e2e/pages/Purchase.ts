import { expect, type Locator, type Page } from '@playwright/test';
import type { Build } from './SignIn';
import { fill, textsOf } from './texts';

interface PurchaseTexts {
  pointsRegion: string;
  points(n: number): string;
  buy: string;
  modal: string;
  confirm: string;
  settlement: string;
  wechatPay: string;
  payNow: string;
  payment: string;
  openPage: string;
  success: string;
  declined: string;
  retry: string;
  codeLabel: string;
  resultPaid: string;
  resultPoints(n: number): string;
  resultFailed: string;
}

function purchaseTexts(build: Build): PurchaseTexts {
  const { app, membership, pay } = textsOf(build);
  return {
    pointsRegion: membership.points.heading,
    points: (n) => fill(membership.points.value, { points: n }),
    buy: membership.points.buy,
    modal: app.modals.point.title,
    confirm: pay.grid.confirm,
    settlement: pay.settlement.title,
    wechatPay: pay.settlement.wechat,
    payNow: pay.settlement.pay,
    payment: pay.qr.title,
    openPage: pay.qr.openPage,
    success: pay.qr.success,
    declined: pay.qr.declined,
    retry: pay.qr.retry,
    codeLabel: pay.qr.codeLabel,
    resultPaid: pay.result.paid,
    resultPoints: (n) => fill(pay.result.paidPoints, { points: n }),
    resultFailed: pay.result.failed,
  };
}

/** Buying points as a user does it: the member page's buy button, the points modal, and the payment steps. */
export class Purchase {
  readonly texts: PurchaseTexts;
  readonly modal: Locator;
  readonly settlement: Locator;
  readonly payment: Locator;

  constructor(
    readonly page: Page,
    build: Build,
  ) {
    this.texts = purchaseTexts(build);
    this.modal = page.getByRole('dialog', { name: this.texts.modal });
    this.settlement = page.getByRole('dialog', { name: this.texts.settlement });
    this.payment = page.getByRole('dialog', { name: this.texts.payment });
  }

  /** On the member page, presses Buy on the offer of this many points; the modal opens with it chosen. */
  async buyOnMemberPage(points: number) {
    await this.page.goto('/member');
    const region = this.page.getByRole('region', { name: this.texts.pointsRegion });
    const offer = region
      .getByRole('listitem')
      .filter({ has: this.page.getByText(this.texts.points(points), { exact: true }) });
    await offer.getByRole('button', { name: this.texts.buy }).click();
    await expect(this.modal).toBeVisible();
    await expect(this.modal.getByRole('radio', { name: new RegExp(`^${this.texts.points(points)}`) })).toBeChecked();
  }

  async confirm() {
    await this.modal.getByRole('button', { name: this.texts.confirm, exact: true }).click();
  }

  /** Domestic: settlement with WeChat Pay, then the QR payment modal with its code shown. */
  async payByWechatQr() {
    await expect(this.settlement).toBeVisible();
    // The pay ways are cards whose label carries the (visually hidden) radio: press the card as a user does.
    await this.settlement.getByText(this.texts.wechatPay, { exact: true }).click();
    await expect(this.settlement.getByRole('radio', { name: this.texts.wechatPay })).toBeChecked();
    await this.settlement.getByRole('button', { name: this.texts.payNow }).click();
    await expect(this.payment.getByRole('img', { name: this.texts.codeLabel })).toBeVisible();
  }

  /** Opens the payment page the QR code encodes, in a new tab as a desktop user would, and returns that tab. */
  async openPaymentPage(): Promise<Page> {
    const [tab] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.payment.getByRole('link', { name: this.texts.openPage }).click(),
    ]);
    await tab.waitForLoadState();
    return tab;
  }

  /** The header's points balance. */
  async headerBalance(accountMenu: Locator): Promise<number> {
    return Number((await accountMenu.locator('.fw-auth-points').textContent())?.trim());
  }

  /** The balance the server reports: the user info the app loads when the page reloads. */
  async serverBalanceAfterReload(): Promise<number> {
    const answer = this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/info');
    await this.page.reload();
    const body = (await (await answer).json()) as { code: number; data: { totalPoints: number } };
    expect(body.code).toBe(0);
    return body.data.totalPoints;
  }
}
