import { type Answer, type Handler, ok } from '@framewise/api-client/testing';
import { PUBLICATION_STATUS } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { makeWork } from '../works/test-utils/fixtures';
import { GalleryView } from './GalleryView';

const sizes = [
  [1280, 720],
  [720, 1280],
  [1024, 1024],
  [1080, 1350],
  [1920, 820],
  [960, 720],
] as const;

const publicWorks = (page: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const [width, height] = sizes[(page * n + i) % sizes.length]!;
    return makeWork({
      id: `g${page}-${i}`,
      width,
      height,
      isOwner: false,
      pubStatus: i % 4 === 0 ? PUBLICATION_STATUS.CONTRIBUTE : PUBLICATION_STATUS.PUBLIC,
      prompt: ['Snowy owl', 'Neon street in the rain', 'Koi pond from above', 'Desert caravan', 'Paper boats'][i % 5]!,
      author: { uuid: `u${i}`, nickname: ['Kai', 'Mia', 'Ren', 'Lea'][i % 4]!, avatar_url: '' },
    });
  });

const routes = (items = true): Record<string, Handler | Answer> => ({
  'GET /api/gallery/queryTag': ok([
    { id: 'landscape', name: 'Landscape' },
    { id: 'portrait', name: 'Portrait' },
    { id: 'anime', name: 'Anime' },
    { id: 'animal', name: 'Animals' },
  ]),
  'GET /api/images/list3': (call) => {
    if (!items) return ok({ items: [], nextCursor: null });
    const page = Number(call.query.cursor ?? 0);
    return ok({ items: publicWorks(page, 18), nextCursor: page < 4 ? String(page + 1) : null });
  },
  'GET /api/images/detail': (call) =>
    ok(publicWorks(0, 18).find((w) => w.id === call.query.id) ?? publicWorks(0, 1)[0]),
  'GET /api/config/example': ok([]),
});

const meta = {
  title: 'creation-tools/Gallery',
  component: GalleryView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore routes={parameters.routes as Record<string, Handler | Answer>} path={parameters.path as string}>
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof GalleryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { parameters: { routes: routes(), path: '/gallery' } };

export const Detail: Story = { parameters: { routes: routes(), path: '/gallery?work=g0-1' } };

export const Empty: Story = { parameters: { routes: routes(false), path: '/gallery' } };

export const Phone: Story = {
  parameters: { routes: routes(), path: '/gallery', viewport: { defaultViewport: 'iphone6' } },
  globals: { viewport: { value: 'iphone6' } },
};
