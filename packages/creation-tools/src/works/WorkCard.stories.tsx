import { PUBLICATION_STATUS, TASK_STATUS } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { artwork } from '../tools/test-utils/artwork';
import { makeWork } from './test-utils/fixtures';
import { WorkCard } from './WorkCard';

const noop = () => {};

const meta = {
  title: 'creation-tools/WorkCard',
  component: WorkCard,
  args: { onOpen: noop, onToggle: noop, work: makeWork() },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Finished: Story = {};

export const Published: Story = { args: { work: makeWork({ pubStatus: PUBLICATION_STATUS.PUBLIC }) } };

export const Contributed: Story = { args: { work: makeWork({ pubStatus: PUBLICATION_STATUS.CONTRIBUTE }) } };

export const ContributionUnderReview: Story = {
  args: { work: makeWork({ pubStatus: PUBLICATION_STATUS.UNDER_CHECK }) },
};

export const ContributionRejected: Story = { args: { work: makeWork({ pubStatus: PUBLICATION_STATUS.REJECTED }) } };

export const UpscaledImage: Story = {
  args: {
    work: makeWork({
      tool: 'upscale',
      url: artwork(5, { width: 1024, height: 1024 }),
      cover: null,
      width: 2048,
      height: 2048,
    }),
  },
};

export const LocalPreview: Story = { args: { work: makeWork({ tool: 'text2video', engine: 'local-preview' }) } };

export const UnderCheck: Story = {
  args: { work: makeWork({ status: TASK_STATUS.UNDER_CHECK, progress: 0, url: null, cover: null }) },
};

export const Queued: Story = {
  args: { work: makeWork({ status: TASK_STATUS.QUEUED, progress: 0, url: null, cover: null }), queuePosition: 3 },
};

export const Processing: Story = {
  args: { work: makeWork({ status: TASK_STATUS.PROCESSING, progress: 64, url: null, cover: null }) },
};

export const Failed: Story = {
  args: { work: makeWork({ status: TASK_STATUS.FAILED, progress: 0, url: null, cover: null }) },
};

export const Rejected: Story = {
  args: { work: makeWork({ status: TASK_STATUS.REJECTED, progress: 0, url: null, cover: null }) },
};

export const CheckFailed: Story = {
  args: { work: makeWork({ status: TASK_STATUS.CHECK_FAILED, progress: 0, url: null, cover: null }) },
};

export const PrivateMode: Story = { args: { work: makeWork({ private: true }) } };

export const Selecting: Story = { args: { selecting: true, selected: false } };

export const Selected: Story = { args: { selecting: true, selected: true } };
