import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { TutorialsPage } from './TutorialsPage';

const meta = {
  title: 'creation-tools/TutorialsPage',
  component: TutorialsPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <PreviewStore>
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof TutorialsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The guides; the common questions come from the server's static file, which the catalog has not: it offers retry. */
export const Guides: Story = {};
