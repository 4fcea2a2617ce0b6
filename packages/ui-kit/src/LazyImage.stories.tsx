import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LazyImage } from './LazyImage';
import { sampleArtwork } from './sampleArtwork';
import { sampleSources } from './sampleSources';

const meta = {
  title: 'ui-kit/LazyImage',
  component: LazyImage,
  args: { src: sampleArtwork(0), alt: '', aspectRatio: 16 / 10, fit: 'cover', spinnerDelayMs: 150 },
  argTypes: { fit: { control: 'inline-radio', options: ['cover', 'contain'] } },
  decorators: [(Story) => <div style={{ width: 320, borderRadius: 12, overflow: 'hidden' }}>{Story()}</div>],
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads at once: no spinner ever appears. */
export const Loaded: Story = {};

/** A missing file: the error state with the translated text. */
export const LoadFailed: Story = { args: { src: 'missing/does-not-exist.webp' } };

/**
 * Native lazy loading: the images below the fold are not fetched until scrolled near, so they sit in the loading
 * state and show the spinner (it only appears once an image has been loading for 150 ms).
 */
const gallery = Array.from({ length: 12 }, (_, i) => ({ id: `artwork-${i}`, src: sampleArtwork(i) }));

export const BelowTheFold: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {gallery.map((item) => (
        <LazyImage key={item.id} {...args} src={item.src} />
      ))}
    </div>
  ),
};

/** A slower threshold, to watch the rule with the browser's network throttling. */
export const LongerSpinnerDelay: Story = { args: { spinnerDelayMs: 1000, src: sampleArtwork(2) } };

/**
 * AVIF and WebP copies at 160 and 320 px offered as <picture> sources, the original as the fallback <img>: the
 * browser takes the first format it decodes, at the width the 320 px box needs.
 */
export const ModernFormats: Story = {
  args: { src: sampleArtwork(1), sources: sampleSources, sizes: '320px', width: 640, height: 400 },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await waitFor(() => expect(img?.currentSrc).toMatch(/^data:image\/(avif|webp);/));
  },
};

/** A copy that fails to load: the picture falls back to the original alone instead of showing an error. */
export const BrokenCopyFallsBack: Story = {
  args: {
    src: sampleArtwork(3),
    sources: [{ type: 'image/avif', width: 320, url: 'missing/does-not-exist-w320.avif' }],
    sizes: '320px',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('picture')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('.fw-lazy-image--loaded')).not.toBeNull());
  },
};
