import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToolScreen } from '../ToolScreen';
import { storyImage } from '../test-utils/artwork';
import { formDecorator, pressGenerate } from '../test-utils/FormStory';
import { member } from '../test-utils/fixtures';

const meta = {
  title: 'creation-tools/forms/UpscaleTurboForm',
  component: ToolScreen,
  args: { tool: 'upscale_turbo', onSubmitted: fn() },
  decorators: [formDecorator],
  parameters: { form: { tool: 'upscale_turbo', user: member } },
} satisfies Meta<typeof ToolScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  parameters: {
    form: {
      tool: 'upscale_turbo',
      user: member,
      draft: {
        reference_img: storyImage(0),
        prompt: 'Crisp rock texture, fine grass',
        negative_prompt: 'noise, halos',
        hdr: true,
        resemblance: 0.8,
        engine: 'lanczos',
      },
    },
  },
};

export const Invalid: Story = { play: pressGenerate };

/** 4x in normal mode (copied from a fast-mode work and switched back): refused until fast is chosen. */
export const Gated: Story = {
  parameters: {
    form: { tool: 'upscale_turbo', user: member, draft: { reference_img: storyImage(2), upscaler: '4x' } },
  },
  play: pressGenerate,
};
