import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToolWorkspace } from './ToolWorkspace';
import { artwork } from './test-utils/artwork';
import { configRoutes, member, workOf } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

const works = ok({
  items: [
    workOf({ id: 'w1', tool: 'img2video', status: 0, progress: 30, url: null, created_at: '2026-11-21T10:05:00Z' }),
    workOf({ id: 'w2', tool: 'img2video', cover: artwork(0), created_at: '2026-11-21T10:00:00Z' }),
    workOf({
      id: 'w3',
      tool: 'img2video',
      cover: artwork(2),
      prompt: 'Waves at dusk',
      created_at: '2026-11-20T08:00:00Z',
    }),
  ],
  nextCursor: null,
});

const meta = {
  title: 'creation-tools/ToolWorkspace',
  component: ToolWorkspace,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore
        user={parameters.user ?? member}
        path={parameters.path ?? '/ai-video-generator?tool=img2video'}
        routes={{
          ...configRoutes(),
          'GET /api/images/list3': works,
          'GET /api/images/status2': ok([
            { id: 'w1', status: 0, progress: 30, queuePosition: null, url: null, cover: null, msg: null },
          ]),
          'GET /api/user/vipInfo': ok({ list: [] }),
        }}
      >
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof ToolWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ImageToVideo: Story = { args: { group: 'aiVideo' } };
export const Upscale: Story = { args: { group: 'upscale' }, parameters: { path: '/upscale' } };
/** 375 px: the rail becomes a bottom tab bar, the form runs full width and the results follow. */
export const Phone: Story = {
  args: { group: 'aiVideo' },
  globals: { viewport: { value: 'iphone6', isRotated: false } },
};
/** A visitor: examples instead of works, and generate opens the login modal. */
export const Visitor: Story = { args: { group: 'aiVideo' }, parameters: { user: {}, path: '/ai-video-generator' } };
