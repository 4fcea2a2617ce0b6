import { expect, type Locator, type Page } from '@playwright/test';
import { pattern, TEXTS, type Texts } from './texts';

const PHONE = TEXTS.zh.auth.phone;

/** A fresh mainland mobile number per test, so codes and rate limits never cross between tests. */
export function uniquePhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The last SMS code the server's console provider sent to a phone (test inbox, FRAMEWISE_TEST_HOOKS=1). */
async function smsCodeFor(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/test/sms', { params: { phone } });
      const body = (await response.json()) as { code: number; data: { code: string } | null };
      code = body.data?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Texts of one build's language: the domestic app speaks zh first, the overseas app en. */
export interface LoginTexts {
  login: string;
  accountMenu: string;
  logout: string;
  loggedIn: string;
}

function loginTexts(texts: Texts): LoginTexts {
  return {
    login: texts.app.nav.login,
    accountMenu: texts.auth.account.menu,
    logout: texts.auth.account.logout,
    loggedIn: texts.auth.login.success,
  };
}

export const ZH: LoginTexts = loginTexts(TEXTS.zh);
export const EN: LoginTexts = loginTexts(TEXTS.en);

/** The login modal and the header's account area, as every login test meets them. */
export class LoginFlow {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: LoginTexts,
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.login });
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get accountMenu(): Locator {
    return this.header.getByRole('button', { name: this.texts.accountMenu });
  }

  async open() {
    // One click, even on a prerendered page that has not hydrated yet: the page keeps the click for the app.
    await this.header.getByRole('button', { name: this.texts.login }).click();
    await expect(this.dialog).toBeVisible();
  }

  async expectLoggedIn() {
    await expect(this.dialog).toBeHidden();
    // The newest toast: a quick second login can still find the first one's toast on screen.
    await expect(this.page.getByText(this.texts.loggedIn).last()).toBeVisible();
    await expect(this.accountMenu).toBeVisible();
  }

  async logout() {
    await this.accountMenu.click();
    await this.page.getByRole('menuitem', { name: this.texts.logout }).click();
    await expect(this.header.getByRole('button', { name: this.texts.login })).toBeVisible();
  }
}

/** The domestic phone form inside the login modal (zh). */
export class PhoneForm {
  constructor(readonly flow: LoginFlow) {}

  get phone(): Locator {
    return this.flow.dialog.getByLabel(PHONE.phoneLabel, { exact: true });
  }

  get code(): Locator {
    return this.flow.dialog.getByLabel(PHONE.codeLabel, { exact: true });
  }

  async agree() {
    await this.flow.dialog.getByRole('checkbox').check();
  }

  /** Sends a code to phone and returns it from the test inbox. */
  async requestCode(phone: string): Promise<string> {
    await this.phone.fill(phone);
    await this.flow.dialog.getByRole('button', { name: PHONE.sendCode }).click();
    await expect(this.flow.page.getByText(PHONE.codeSent)).toBeVisible();
    await expect(this.flow.dialog.getByRole('button', { name: pattern(PHONE.countdown) })).toBeDisabled();
    return smsCodeFor(this.flow.page, phone);
  }

  async submit(code: string, label: string = PHONE.submit) {
    await this.code.fill(code);
    await this.flow.dialog.getByRole('button', { name: label, exact: true }).click();
  }

  /** Submits the phone form that binds a phone to a WeChat login. */
  async submitBinding(code: string) {
    await this.submit(code, PHONE.bindSubmit);
  }
}
