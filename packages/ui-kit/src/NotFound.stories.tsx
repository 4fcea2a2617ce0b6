import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'ui-kit/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Back home' as a link (homeHref, rendered by renderLink). */
export const WithLink: Story = { args: { homeHref: '/' } };

/** 'Back home' as a button calling onHome (e.g. the router's navigate). */
export const WithAction: Story = { args: { onHome: fn() } };

export const LightTheme: Story = {
  args: { homeHref: '/' },
  decorators: [(Story) => <div className="fw-theme-light">{Story()}</div>],
};
