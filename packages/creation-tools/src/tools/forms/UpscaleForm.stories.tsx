import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ToolScreen } from '../ToolScreen';
import { formDecorator, pressGenerate } from '../test-utils/FormStory';
import { member } from '../test-utils/fixtures';

const meta = {
  title: 'creation-tools/forms/UpscaleForm',
  component: ToolScreen,
  args: { tool: 'upscale', onSubmitted: fn() },
  decorators: [formDecorator],
  parameters: { form: { tool: 'upscale', user: member } },
} satisfies Meta<typeof ToolScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Generate before choosing a picture: the reference image message. */
export const Invalid: Story = { play: pressGenerate };

/** 4x (4096) runs only in fast mode: picking it switches the mode and shows why. */
export const FastOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: /4096/ }));
  },
};

/** 2K for a free user: 'Only subscribers can use this feature.' */
export const Gated: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: /^2K/ }));
  },
};
