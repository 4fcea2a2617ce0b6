import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'ui-kit/PageLoading',
  component: PageLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The light theme of the legal and mobile member pages. */
export const LightTheme: Story = {
  decorators: [(Story) => <div className="fw-theme-light">{Story()}</div>],
};
