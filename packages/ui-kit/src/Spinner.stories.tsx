import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
  args: { size: 'md', decorative: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

/** Spinners take the text colour of their slot. */
export const OnAccent: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'inline-flex',
          padding: 16,
          borderRadius: 8,
          background: 'var(--fw-accent)',
          color: 'var(--fw-on-accent)',
        }}
      >
        {Story()}
      </div>
    ),
  ],
};
