import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { Build } from './SignIn';
import { fill, textsOf } from './texts';

/** Texts of the tool screens the tests read, in each build's first language. */
interface ToolTexts {
  referenceImageRequired: string;
  addScene: string;
  keyframePrompt: (keyframe: number) => string;
  login: string;
  /** The upload control's crop dialog: its title and buttons, and the delete corner button. */
  cropTitle: string;
  cropConfirm: string;
  useWholeImage: string;
  deleteUpload: string;
}

function toolTexts(build: Build): ToolTexts {
  const { app, tools, upload, validation } = textsOf(build);
  return {
    referenceImageRequired: validation.referenceImageRequired,
    addScene: tools.actions.addKeyframe,
    keyframePrompt: (keyframe) => fill(tools.fields.keyframePrompt, { keyframe }),
    login: app.nav.login,
    cropTitle: upload.crop.title,
    cropConfirm: upload.crop.confirm,
    useWholeImage: upload.crop.useOriginal,
    deleteUpload: upload.actions.delete,
  };
}

const TOOL_TEXTS: Record<Build, ToolTexts> = {
  domestic: toolTexts('domestic'),
  overseas: toolTexts('overseas'),
};

/** The generating calls of the tool screens: none of them may be made when a check fails. */
const SUBMIT_PATHS = [
  '/api/images/animation/generate',
  '/api/images/text2video/generate',
  '/api/images/v2v/generate',
  '/api/images/lipsync/generate',
  '/api/images/animation/upscale',
  '/api/images/upscaler/turbo',
];

function isSubmit(request: Request): boolean {
  return request.method() === 'POST' && SUBMIT_PATHS.includes(new URL(request.url()).pathname);
}

/** A tool screen: its parameter panel (fields by draft field name), generate bar and results. */
export class ToolsPage {
  readonly texts: ToolTexts;
  /** Submit requests the page made, for "nothing was sent" checks. */
  readonly submits: Request[] = [];

  constructor(
    readonly page: Page,
    build: Build,
  ) {
    this.texts = TOOL_TEXTS[build];
    page.on('request', (request) => {
      if (isSubmit(request)) this.submits.push(request);
    });
  }

  /** Opens a tool screen; `timeout` allows a busy machine's first load of the config and models more time. */
  async open(path: string, { timeout }: { timeout?: number } = {}) {
    await this.page.goto(path);
    await expect(this.generateButton).toBeVisible({ timeout });
  }

  field(name: string): Locator {
    return this.page.locator(`[data-field="${name}"]`);
  }

  get generateButton(): Locator {
    return this.page.getByTestId('generate');
  }

  get problem(): Locator {
    return this.page.getByTestId('generate-problem');
  }

  get results(): Locator {
    return this.page.getByTestId('result-card');
  }

  /** A field's upload control (its data-status says idle, cropping, uploading, done or error). */
  uploadControl(field: string): Locator {
    return this.field(field).locator('.fw-upload');
  }

  /** Picks a file in a field's upload control, as the file chooser would. */
  async pickFile(field: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.field(field).getByTestId('upload-input').setInputFiles(file);
  }

  /** The upload control's crop dialog. */
  get cropDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.texts.cropTitle });
  }

  /**
   * Puts a file into a field's upload control and waits until it is stored; where the control offers the crop
   * dialog (the image to video reference), the image goes up whole.
   */
  async upload(field: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    const control = this.uploadControl(field);
    await this.pickFile(field, file);
    const whole = this.cropDialog.getByRole('button', { name: this.texts.useWholeImage });
    const stored = this.field(field).locator('.fw-upload[data-status="done"]');
    await expect(stored.or(whole)).toBeVisible({ timeout: 30_000 });
    if (await whole.isVisible()) await whole.click();
    await expect(control).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  }

  /** Presses generate and returns the generating call's answer. */
  async generate(path: string): Promise<{ id: string; status: number }> {
    const answer = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path,
    );
    await this.generateButton.click();
    const envelope = (await (await answer).json()) as {
      code: number;
      data: { id: string; status: number };
      msg: string;
    };
    expect(envelope, 'the generating call succeeds').toMatchObject({ code: 0 });
    return envelope.data;
  }

  /** Every status the page learnt for a task from status2, in order. */
  watchStatuses(id: string): number[] {
    const seen: number[] = [];
    this.page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/images/status2') return;
      try {
        const body = (await response.json()) as { data?: { id: string; status: number }[] };
        for (const entry of body.data ?? []) if (entry.id === id) seen.push(entry.status);
      } catch {
        // A response the page navigated away from has no body any more.
      }
    });
    return seen;
  }

  card(id: string): Locator {
    return this.page.locator(`[data-testid="result-card"][data-task-id="${id}"]`);
  }

  /** The result card of a task, once it shows the finished work. */
  async finished(id: string): Promise<Locator> {
    const card = this.card(id);
    await expect(card).toHaveAttribute('data-status', '1', { timeout: 90_000 });
    return card;
  }
}
