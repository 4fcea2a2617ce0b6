import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ToolScreen } from '../ToolScreen';
import { storyImage } from '../test-utils/artwork';
import { expectProblemAt, formDecorator, pressGenerate } from '../test-utils/FormStory';
import { member, membershipsOf, subscriber } from '../test-utils/fixtures';

const meta = {
  title: 'creation-tools/forms/Img2videoForm',
  component: ToolScreen,
  args: { tool: 'img2video', onSubmitted: fn() },
  decorators: [formDecorator],
  parameters: { form: { tool: 'img2video', user: member } },
} satisfies Meta<typeof ToolScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  parameters: {
    form: {
      tool: 'img2video',
      user: subscriber,
      memberships: membershipsOf(subscriber),
      draft: {
        reference_img: storyImage(0),
        prompt: 'The clouds drift and the sun sets slowly',
        duration: 10,
        upscaler: '2k',
      },
    },
  },
};

/** Generate without a reference image: the validation message, on the image field, nothing sent. */
export const Invalid: Story = {
  play: async (context) => {
    await expectProblemAt('reference_img', /参考图片|reference image/)(context);
    await expect(context.args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** A free user with a subscriber-only upscaler in the draft: the refusal text. */
export const Gated: Story = {
  parameters: { form: { tool: 'img2video', user: member, draft: { reference_img: storyImage(1), upscaler: '4k' } } },
  play: pressGenerate,
};

/** The v2 tab, with a 20 s duration that only fast mode runs. */
export const V2FastOnly: Story = {
  args: { tool: 'img2video_v2' },
  parameters: {
    form: { tool: 'img2video_v2', user: member, draft: { reference_img: storyImage(2), duration: 20, mode: 2 } },
  },
};
