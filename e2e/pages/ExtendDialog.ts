import { expect, type Locator, type Page } from '@playwright/test';
import type { Build } from './SignIn';
import { textsOf } from './texts';

export const EXTEND_PATH = '/api/v2/images/text2video/extend';

/** The extend dialog of a finished video: the extra duration, the cost shown before submitting, and submit. */
export class ExtendDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    build: Build,
  ) {
    this.dialog = page.getByRole('dialog', { name: textsOf(build).tools.extendVideo.title });
  }

  /** Opens the dialog from an extend action (a result card's or the work detail's) and waits for its options. */
  async openFrom(action: Locator) {
    await action.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.submitButton).toBeVisible();
  }

  /** A duration chip by its seconds ("5 s", "5 秒"...): the label starts with the number. */
  duration(seconds: number): Locator {
    return this.dialog.locator('[data-field="duration"] label').filter({ hasText: new RegExp(`^${seconds}\\D`) });
  }

  get cost(): Locator {
    return this.dialog.getByTestId('generate-cost');
  }

  get submitButton(): Locator {
    return this.dialog.getByTestId('generate');
  }

  /** Submits and returns the extend call's answer (the new task). */
  async submit(): Promise<{ id: string; status: number; cost: number }> {
    const answer = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === EXTEND_PATH,
    );
    await this.submitButton.click();
    const envelope = (await (await answer).json()) as {
      code: number;
      data: { id: string; status: number; cost: number };
      msg: string;
    };
    expect(envelope, 'the extend call succeeds').toMatchObject({ code: 0 });
    return envelope.data;
  }
}

/** A result video's length in seconds, once its metadata loaded. */
export async function videoDuration(video: Locator): Promise<number> {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? v.duration : 0)), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  return video.evaluate((v: HTMLVideoElement) => v.duration);
}
