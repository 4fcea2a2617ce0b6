import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageCropper } from './ImageCropper';
import { artworkUrl } from './test-utils/artwork';

const meta = {
  title: 'upload/ImageCropper',
  component: ImageCropper,
  args: { src: artworkUrl(), alt: '', height: 360 },
  argTypes: { dragMode: { control: 'inline-radio', options: ['crop', 'move'] } },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready with the square default box (80% of the image); drag to change it, and it reports the cropped state. */
export const Ready: Story = {};

/** Dragging pans the image instead of drawing a new box; the wheel zooms in 10% steps. */
export const MoveMode: Story = { args: { dragMode: 'move' } };

/** A 16:9 box, as the video tools ask for. */
export const Widescreen: Story = { args: { aspectRatio: 16 / 9 } };

/** A free box (NaN ratio), never smaller than 50 x 50. */
export const FreeRatio: Story = { args: { aspectRatio: Number.NaN } };

/** Disabled while the crop is exported. */
export const Disabled: Story = { args: { disabled: true } };

/** The smallest container cropperjs lays out: 200 x 100. */
export const SmallestContainer: Story = {
  args: { height: 100 },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};
