import type { GenerateAnswer } from '@framewise/contracts';
import type { ToolSetup } from '../../config/use-tool-setup';

/** What the screen learns of a submitted task, for its results area. */
export interface SubmittedExtra {
  prompt: string;
  /** The uploaded source picture, for the before/after comparison. */
  sourceUrl: string | null;
}

export interface ToolFormProps {
  setup: ToolSetup;
  onSubmitted(answer: GenerateAnswer, extra: SubmittedExtra): void;
}
