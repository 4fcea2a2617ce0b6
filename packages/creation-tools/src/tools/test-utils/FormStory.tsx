import type { Answer, Handler } from '@framewise/api-client/testing';
import type { UserInfo } from '@framewise/contracts';
import type { MembershipEntry } from '@framewise/stores';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ScreenTool } from '../../config/tools';
import { clearDraft, type DraftTool, isDraftTool, writeDraft } from '../../drafts';
import { configRoutes } from './fixtures';
import { PreviewStore } from './PreviewStore';

/** What a form story sets up: who is logged in, the stored draft, and extra fake answers. */
export interface FormStoryParameters {
  tool: ScreenTool;
  user?: UserInfo;
  memberships?: MembershipEntry[];
  draft?: Record<string, unknown>;
  routes?: Record<string, Handler | Answer>;
}

function seedDraft(tool: ScreenTool, draft: Record<string, unknown> | undefined) {
  if (!isDraftTool(tool)) return;
  const key: DraftTool = tool;
  clearDraft(key);
  if (draft) writeDraft(key, draft);
}

/** Stories of a tool form: the panel as it sits in the screen, on a fake API, with the story's draft stored. */
export const formDecorator: Decorator = (Story, { parameters }) => {
  const form = parameters.form as FormStoryParameters;
  seedDraft(form.tool, form.draft);
  return (
    <PreviewStore user={form.user} memberships={form.memberships} routes={{ ...configRoutes(), ...form.routes }}>
      <div className="fw-tools__panel" style={{ position: 'static', width: 360, maxWidth: '100%', height: 780 }}>
        <Story />
      </div>
    </PreviewStore>
  );
};

/** Presses generate, as the invalid and gated stories show the message it gives. */
export async function pressGenerate({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByTestId('generate'));
}

/**
 * Presses generate and checks the refusal: the message is said (and names what is missing, `says`), and the field
 * it is about (data-field) holds the focus, so the user lands on what to fix.
 */
export function expectProblemAt(field: string, says: RegExp) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await pressGenerate({ canvasElement });
    const problem = await within(canvasElement).findByTestId('generate-problem');
    await expect(problem).toHaveTextContent(says);
    const row = canvasElement.querySelector(`[data-field="${field}"]`);
    await expect(row).not.toBeNull();
    await expect(row?.contains(document.activeElement)).toBe(true);
  };
}
