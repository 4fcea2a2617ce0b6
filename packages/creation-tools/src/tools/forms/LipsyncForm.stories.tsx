import { fail, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ToolScreen } from '../ToolScreen';
import { formDecorator, pressGenerate } from '../test-utils/FormStory';
import { member, TOOL_CONFIGS } from '../test-utils/fixtures';

const meta = {
  title: 'creation-tools/forms/LipsyncForm',
  component: ToolScreen,
  args: { tool: 'lipsync', onSubmitted: fn() },
  decorators: [formDecorator],
  parameters: {
    form: {
      tool: 'lipsync',
      user: member,
      routes: {
        'POST /api/images/detectface': ok({
          width: 640,
          height: 360,
          faces: [
            { x: 120, y: 80, width: 90, height: 110, score: 0.97 },
            { x: 400, y: 100, width: 70, height: 90, score: 0.91 },
          ],
        }),
      },
    },
  },
} satisfies Meta<typeof ToolScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upload a picture to see the face boxes (the story's uploader answers at once). */
export const Empty: Story = {};

/** Generate before any file: the message asks for the face video or picture. */
export const Invalid: Story = { play: pressGenerate };

/** The audio field takes MP3, WAV or M4A only: a video dropped there is refused with the accepted types. */
export const WrongAudioType: Story = {
  play: async ({ canvasElement }) => {
    const inputs = await within(canvasElement).findAllByTestId('upload-input');
    const audio = inputs[1];
    if (!audio) throw new Error('the audio upload control is missing');
    await userEvent.upload(audio, new File(['clip'], 'clip.mp4', { type: 'video/mp4' }), { applyAccept: false });
  },
};

/** Quality levels above standard cost more; a higher level than the points allow is refused by the server. */
export const NotEnoughPoints: Story = {
  parameters: {
    form: {
      tool: 'lipsync',
      user: { ...member, totalPoints: 0, permanentPoints: 0, dailyCount: 0 },
      routes: {
        'GET /api/config/generate': ok(TOOL_CONFIGS.lipsync),
        'POST /api/images/lipsync/generate': fail(
          403,
          'Not enough points. Buy points or subscribe, then try again.',
          'membershipErrors.points.notEnough',
        ),
      },
    },
  },
};

/** The engine does not offer lip-sync: the tool says so. */
export const Gated: Story = {
  parameters: {
    form: {
      tool: 'lipsync',
      user: member,
      routes: { 'GET /api/config/generate': ok({ ...TOOL_CONFIGS.lipsync, available: false }) },
    },
  },
};
