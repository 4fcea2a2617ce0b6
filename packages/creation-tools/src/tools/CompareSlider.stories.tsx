import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompareSlider } from './CompareSlider';
import { artwork } from './test-utils/artwork';

const meta = {
  title: 'creation-tools/CompareSlider',
  component: CompareSlider,
  args: { before: artwork(0, { soft: true }), after: artwork(0), aspectRatio: 16 / 9 },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompareSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
/** Mostly the result: tab to the divider and use the arrow keys, Home or End. */
export const MostlyAfter: Story = { args: { initial: 15 } };
