import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { artwork, storyImage } from '../test-utils/artwork';
import { PreviewStore } from '../test-utils/PreviewStore';
import { MaskBrush } from './MaskBrush';

const meta = {
  title: 'creation-tools/fields/MaskBrush',
  component: MaskBrush,
  args: { imageUrl: artwork(0), value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <PreviewStore>
        <div className="fw-tools__panel" style={{ position: 'static', width: 360, maxWidth: '100%' }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof MaskBrush>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No mask yet: the button that opens the brush. */
export const Empty: Story = {};

/** A saved mask shown over the picture, with repaint and remove. */
export const WithMask: Story = { args: { value: { key: storyImage(1).key, url: artwork(1, { soft: true }) } } };

/**
 * The brush from the keyboard: the painting region takes focus (visible ring and cursor), the arrow keys move the
 * cursor (Shift for bigger steps), Space paints, E switches to the eraser, + and - resize, Ctrl+Z undoes.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const surface = await canvas.findByTestId('mask-canvas');
    surface.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowUp}{/Shift} ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ++ ');
    await userEvent.keyboard('e{ArrowLeft} ');
  },
};
