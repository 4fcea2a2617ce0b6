import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyImage } from './LazyImage';
import { sampleArtwork } from './sampleArtwork';

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
