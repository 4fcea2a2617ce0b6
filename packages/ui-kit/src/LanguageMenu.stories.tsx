import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageMenu } from './LanguageMenu';

const meta = {
  title: 'ui-kit/LanguageMenu',
  component: LanguageMenu,
  // The catalog switches language from its toolbar; here a choice is only recorded, not reloaded.
  args: { onChoose: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getAllByRole('menuitemradio')).toHaveLength(3);
  },
};
