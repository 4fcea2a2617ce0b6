import { expect, type Locator, type Page } from '@playwright/test';
import type { Build } from './SignIn';
import { textsOf } from './texts';

interface ProfileTexts {
  menuItem: string;
  title: string;
  changeAvatar: string;
  cropTitle: string;
  cropConfirm: string;
  confirm: string;
  cancel: string;
  saved: string;
  imageLoadFailed: string;
}

function profileTexts(build: Build): ProfileTexts {
  const texts = textsOf(build);
  return {
    menuItem: texts.auth.account.profile,
    title: texts.app.modals.userInfo.title,
    changeAvatar: texts.upload.actions.changeAvatar,
    cropTitle: texts.upload.crop.title,
    cropConfirm: texts.upload.crop.confirm,
    confirm: texts.common.actions.confirm,
    cancel: texts.common.actions.cancel,
    saved: texts.common.status.modifySuccess,
    imageLoadFailed: texts.upload.errors.imageLoadFailed,
  };
}

/** A file for setInputFiles. */
interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A PNG drawn in the page (a colour ramp computed per pixel, so no stored fixture and no colour values): what a
 * user's photo looks like to the upload control.
 */
export async function generatedPng(page: Page, side = 320, name = 'me.png'): Promise<PickedFile> {
  return generatedImage(page, side, side, name);
}

/** A width x height PNG drawn the same way, for checks on the picture's aspect. */
export async function generatedImage(page: Page, width: number, height: number, name: string): Promise<PickedFile> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const image = context.createImageData(w, h);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const i = (y * w + x) * 4;
          image.data[i] = Math.round((x / w) * 255);
          image.data[i + 1] = Math.round((y / h) * 255);
          image.data[i + 2] = 255 - Math.round(((x / w + y / h) / 2) * 255);
          image.data[i + 3] = 255;
        }
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64') };
}

/** The user-info modal, opened from the header's account menu. */
export class ProfileModal {
  readonly texts: ProfileTexts;
  readonly dialog: Locator;
  readonly cropDialog: Locator;

  constructor(
    readonly page: Page,
    build: Build,
  ) {
    this.texts = profileTexts(build);
    this.dialog = page.getByRole('dialog', { name: this.texts.title });
    this.cropDialog = page.getByRole('dialog', { name: this.texts.cropTitle });
  }

  async open(accountMenu: Locator) {
    await accountMenu.click();
    await this.page.getByRole('menuitem', { name: this.texts.menuItem }).click();
    await expect(this.dialog).toBeVisible();
    await expect(this.changeAvatar).toBeVisible();
  }

  get changeAvatar(): Locator {
    return this.dialog.getByRole('button', { name: this.texts.changeAvatar });
  }

  /** The picture the avatar control shows. */
  get avatarImage(): Locator {
    return this.changeAvatar.getByRole('img');
  }

  /** Picks a file through the control's hidden input, as the file chooser would. */
  async pickAvatar(file: PickedFile) {
    await this.dialog.getByTestId('avatar-input').setInputFiles(file);
  }

  async confirmCrop() {
    await expect(this.cropDialog).toBeVisible();
    const confirm = this.cropDialog.getByRole('button', { name: this.texts.cropConfirm });
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(this.cropDialog).toBeHidden();
  }

  /** The modal's confirm: it closes (saving first when something changed). */
  async confirm() {
    const confirm = this.dialog.getByRole('button', { name: this.texts.confirm, exact: true });
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(this.dialog).toBeHidden();
  }

  /** Confirms a change and waits for the saved notice. */
  async save() {
    await this.confirm();
    await expect(this.page.getByText(this.texts.saved)).toBeVisible();
  }

  async cancel() {
    await this.dialog.getByRole('button', { name: this.texts.cancel, exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}
