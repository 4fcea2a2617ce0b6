import { ok } from '@framewise/api-client/testing';
import { PUBLICATION_STATUS, TASK_STATUS } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { artwork } from '../tools/test-utils/artwork';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { makeWork } from './test-utils/fixtures';
import { WorkDetail } from './WorkDetail';

const noop = () => {};

const meta = {
  title: 'creation-tools/WorkDetail',
  component: WorkDetail,
  args: {
    work: makeWork(),
    variant: 'mine',
    onDrawSame: noop,
    onChange: noop,
    onDelete: noop,
    link: '/gallery?work=w1',
  },
  decorators: [
    (Story) => (
      <PreviewStore routes={{ 'POST /api/image/pub': (call) => ok(call.body) }}>
        <div style={{ maxWidth: 1000 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof WorkDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MinePrivate: Story = {};

export const MinePublic: Story = { args: { work: makeWork({ pubStatus: PUBLICATION_STATUS.PUBLIC }) } };

export const MineUnderReview: Story = { args: { work: makeWork({ pubStatus: PUBLICATION_STATUS.UNDER_CHECK }) } };

export const MineFailed: Story = {
  args: {
    work: makeWork({ status: TASK_STATUS.FAILED, url: null, cover: null, msg: 'Generation failed, please try again.' }),
  },
};

export const UpscaledImage: Story = {
  args: {
    work: makeWork({
      tool: 'upscale_turbo',
      url: artwork(2, { width: 1600, height: 1000 }),
      cover: null,
      width: 3200,
      height: 2000,
      notes: ['The local upscaler does not use the prompt.'],
      params: { upscaler: '2x', hdr: true, resemblance: 0.8, prompt: 'crisp detail', negative_prompt: 'blur' },
    }),
  },
};

export const KeyframesPreview: Story = {
  args: {
    work: makeWork({
      tool: 'text2video',
      engine: 'local-preview',
      params: {
        prompts: [
          { prompt: 'A quiet harbour at dawn', keyframe: 1 },
          { prompt: 'Fishing boats leave in a line', keyframe: 3 },
        ],
        model: '90',
        ratio: 4,
      },
    }),
  },
};

export const Gallery: Story = {
  args: {
    variant: 'gallery',
    work: makeWork({
      isOwner: false,
      pubStatus: PUBLICATION_STATUS.CONTRIBUTE,
      author: { uuid: 'u2', nickname: 'Kai', avatar_url: '' },
    }),
  },
};
