import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ToolScreen } from '../ToolScreen';
import { storyImage } from '../test-utils/artwork';
import { formDecorator, pressGenerate } from '../test-utils/FormStory';
import { member } from '../test-utils/fixtures';

const meta = {
  title: 'creation-tools/forms/AiVideoForm',
  component: ToolScreen,
  args: { tool: 'ai_video', onSubmitted: fn() },
  decorators: [formDecorator],
  parameters: { form: { tool: 'ai_video', user: member } },
} satisfies Meta<typeof ToolScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  parameters: {
    form: {
      tool: 'ai_video',
      user: member,
      draft: {
        prompt: 'A lighthouse at dusk, waves rolling in, the camera slowly circling',
        reference_img: storyImage(0),
        reference_end_img: storyImage(2),
        creativity: 0.7,
        ratio: 3,
      },
    },
  },
};

/** Generate with neither a prompt nor a reference image. */
export const Invalid: Story = { play: pressGenerate };

/** A visitor: generate opens the login modal instead of sending. */
export const Visitor: Story = {
  parameters: { form: { tool: 'ai_video', draft: { prompt: 'A fox in the snow' } } },
  play: pressGenerate,
};

/** Private mode asked for by a free user: 'Private mode is for subscribers only.' */
export const Gated: Story = {
  parameters: { form: { tool: 'ai_video', user: member, draft: { prompt: 'Rain on a window' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('switch', { name: /Private|私密|プライベート/ }));
  },
};
