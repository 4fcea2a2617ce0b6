import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToolScreen } from '../ToolScreen';
import { storyImage } from '../test-utils/artwork';
import { formDecorator, pressGenerate } from '../test-utils/FormStory';
import { member, membershipsOf, subscriber, TOOL_CONFIGS } from '../test-utils/fixtures';

const meta = {
  title: 'creation-tools/forms/Vid2vidForm',
  component: ToolScreen,
  args: { tool: 'vid2vid', onSubmitted: fn() },
  decorators: [formDecorator],
  parameters: { form: { tool: 'vid2vid', user: member } },
} satisfies Meta<typeof ToolScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sourceVideo = { key: 'upload/u-tools-1/street.mp4', url: '/story/street.mp4' };

export const Empty: Story = {};

export const Filled: Story = {
  parameters: {
    form: {
      tool: 'vid2vid',
      user: subscriber,
      memberships: membershipsOf(subscriber),
      draft: {
        reference_video: sourceVideo,
        prompt: 'Ink wash painting, falling snow',
        style_list: ['sketch', 'custom'],
        reference_style_img: storyImage(1),
        seed: 20261121,
        video_refer: 0.8,
      },
    },
  },
};

/** Subject only where the engine offers it: subject type, description and a background colour. */
export const SubjectOnly: Story = {
  parameters: {
    form: {
      tool: 'vid2vid',
      user: member,
      routes: {
        'GET /api/config/generate': ok({
          ...TOOL_CONFIGS.vid2vid,
          options: {
            ...TOOL_CONFIGS.vid2vid.options,
            subject_only: [
              { value: 0, label: 'Off', cost: 0, vip: false, proVip: false, fastOnly: false },
              { value: 1, label: 'On', cost: 0, vip: false, proVip: false, fastOnly: false },
            ],
          },
        }),
      },
      draft: { reference_video: sourceVideo, prompt: 'Neon city', subject_only: true, bg_color: '#203040' },
    },
  },
};

/** A custom style without its style image. */
export const Invalid: Story = {
  parameters: {
    form: {
      tool: 'vid2vid',
      user: member,
      draft: { reference_video: sourceVideo, prompt: 'Anime', style_list: ['custom'] },
    },
  },
  play: pressGenerate,
};

/** A subscriber style chosen by a free user (copied from the gallery). */
export const Gated: Story = {
  parameters: {
    form: {
      tool: 'vid2vid',
      user: member,
      draft: { reference_video: sourceVideo, prompt: 'Night rain', style_list: ['cyberpunk'] },
    },
  },
  play: pressGenerate,
};
