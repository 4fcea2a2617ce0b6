import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { artwork } from '../tools/test-utils/artwork';
import { HoverVideo } from './ResultCard';

/**
 * A result video as cards show it: muted and looping, the poster until pointed at or focused, then it plays (the
 * brand's "previews play on hover"). When the browser refuses to play or the file is gone, the poster stays.
 */
const meta = {
  title: 'creation-tools/tasks/HoverVideo',
  component: HoverVideo,
  args: { src: '/story/boat.mp4', poster: artwork(0), label: 'Video: A paper boat drifting down a rainy street' },
  decorators: [
    (Story) => (
      <div className="fw-result" style={{ width: 320 }}>
        <div className="fw-result__frame">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof HoverVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPoster: Story = {
  play: async ({ canvasElement }) => {
    const video = within(canvasElement).getByTestId('result-video') as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    // Focusable, so keyboard users get the preview too.
    video.focus();
    await expect(video).toHaveFocus();
  },
};

/** No poster yet: the frame stays empty until the video loads. */
export const WithoutPoster: Story = { args: { poster: null } };
