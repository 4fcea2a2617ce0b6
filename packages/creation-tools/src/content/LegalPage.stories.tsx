import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'creation-tools/LegalPage',
  component: LegalPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = { args: { document: 'privacy' } };

export const Terms: Story = { args: { document: 'terms' } };
