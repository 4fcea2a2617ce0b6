import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent } from 'storybook/test';
import { artwork } from '../tools/test-utils/artwork';
import { CompareView } from './CompareView';

/** A 4x upscale of 480×270: the source drawn soft and small, the result sharp at four times the size. */
const source = artwork(1, { width: 480, height: 270, soft: true });
const result = artwork(1, { width: 1920, height: 1080 });

const meta = {
  title: 'creation-tools/compare/CompareView',
  component: CompareView,
  args: { open: true, onClose: fn(), before: source, after: result, downloadName: 'framewise-upscale-result.png' },
  argTypes: {
    open: { control: 'boolean' },
    before: { control: 'text' },
    after: { control: 'text' },
    downloadName: { control: 'text', description: 'Leave empty to hide the download (a gallery work of someone else)' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CompareView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole result fitted to the screen, the divider in the middle and focused: try the arrows, + and -, 0 and 1. */
export const Fit: Story = {};

/** Real pixels: the result at 100 %, centred; drag to look around, Alt + arrows pan. */
export const RealPixels: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /100%/ }));
  },
};

/** Someone else's work in the gallery: compare only, no download. */
export const WithoutDownload: Story = { args: { downloadName: undefined } };

/** The result failed to load. */
export const Broken: Story = { args: { after: '/missing/result.png' } };
