import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToolScreen } from '../ToolScreen';
import { expectProblemAt, formDecorator, pressGenerate } from '../test-utils/FormStory';
import { member } from '../test-utils/fixtures';

const meta = {
  title: 'creation-tools/forms/Text2videoForm',
  component: ToolScreen,
  args: { tool: 'text2video', onSubmitted: fn() },
  decorators: [formDecorator],
  parameters: { form: { tool: 'text2video', user: member } },
} satisfies Meta<typeof ToolScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const characters = ok([
  { id: 'lora-cat', name: 'Ginger cat', cover: null, defaultWeight: 0.6 },
  { id: 'lora-robot', name: 'Tin robot', cover: null, defaultWeight: 0.4 },
]);

export const Empty: Story = {};

export const Filled: Story = {
  parameters: {
    form: {
      tool: 'text2video',
      user: member,
      routes: { 'GET /api/image/modelextraList2': characters },
      draft: {
        prompts: [
          { prompt: 'Dawn over a quiet harbour', keyframe: 1 },
          { prompt: 'Fishing boats head out to sea', keyframe: 3 },
        ],
        extra_model: [{ id: 'lora-cat', weight: 0.6 }],
        duration: 10,
        move_type: 'orbit',
      },
    },
  },
};

/** A second scene left empty: 'Please fill in each keyword'. */
export const Invalid: Story = {
  parameters: {
    form: {
      tool: 'text2video',
      user: member,
      draft: {
        prompts: [
          { prompt: 'Dawn over a quiet harbour', keyframe: 1 },
          { prompt: '', keyframe: 2 },
        ],
      },
    },
  },
  // The message names the empty keyframe (the second), and its prompt box takes the focus.
  play: expectProblemAt('prompts', /第 2 帧|keyframe 2/),
};

/** A free user with a subscriber-only 4K upscaler copied into the draft. */
export const Gated: Story = {
  parameters: {
    form: { tool: 'text2video', user: member, draft: { prompts: [{ prompt: 'Snow', keyframe: 1 }], upscaler: '4k' } },
  },
  play: pressGenerate,
};
