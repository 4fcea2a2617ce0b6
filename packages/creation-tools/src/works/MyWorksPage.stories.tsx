import { type Answer, type Handler, ok } from '@framewise/api-client/testing';
import { PUBLICATION_STATUS, TASK_STATUS } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { MyWorksPage } from './MyWorksPage';
import { makeWork, member } from './test-utils/fixtures';

interface PageParameters {
  loggedIn: boolean;
  routes: Record<string, Handler | Answer>;
  path?: string;
}

const works = [
  makeWork({ id: 'w1', prompt: 'A lighthouse on a cliff at sunset', pubStatus: PUBLICATION_STATUS.PUBLIC }),
  makeWork({ id: 'w2', status: TASK_STATUS.PROCESSING, progress: 58, url: null, cover: null, prompt: 'Koi pond' }),
  makeWork({ id: 'w3', tool: 'upscale', prompt: '', width: 2048, height: 2048 }),
  makeWork({ id: 'w4', tool: 'text2video', engine: 'local-preview', prompt: 'Neon city in the rain' }),
  makeWork({ id: 'w5', status: TASK_STATUS.QUEUED, progress: 0, url: null, cover: null, prompt: 'Paper boats' }),
  makeWork({ id: 'w6', pubStatus: PUBLICATION_STATUS.UNDER_CHECK, prompt: 'Snowy owl turning its head' }),
  makeWork({ id: 'w7', status: TASK_STATUS.FAILED, url: null, cover: null, msg: 'No face found', tool: 'lipsync' }),
  makeWork({ id: 'w8', pubStatus: PUBLICATION_STATUS.CONTRIBUTE, prompt: 'Desert caravan at dawn' }),
];

const routes = (items = works): Record<string, Handler | Answer> => ({
  'GET /api/images/list3': ok({ items, nextCursor: null }),
  'GET /api/images/status2': ok([]),
  'GET /api/images/detail': (call) => ok(works.find((w) => w.id === call.query.id) ?? works[0]),
  'POST /api/image/pub': (call) => ok(call.body),
  'POST /api/images/delete': (call) => ok({ deleted: (call.body as { ids: string[] }).ids }),
  'GET /api/config/example': ok([]),
});

const meta = {
  title: 'creation-tools/MyWorksPage',
  component: MyWorksPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { parameters }) => {
      const page = parameters.page as PageParameters;
      return (
        <PreviewStore user={page.loggedIn ? member : undefined} routes={page.routes} path={page.path ?? '/my-work'}>
          <Story />
        </PreviewStore>
      );
    },
  ],
} satisfies Meta<typeof MyWorksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Works: Story = { parameters: { page: { loggedIn: true, routes: routes() } } };

export const DetailOpen: Story = {
  parameters: { page: { loggedIn: true, routes: routes(), path: '/my-work?work=w1' } },
};

export const Empty: Story = { parameters: { page: { loggedIn: true, routes: routes([]) } } };

export const NothingMatchesFilters: Story = {
  parameters: { page: { loggedIn: true, routes: routes([]), path: '/my-work?tool=lipsync&date=week' } },
};

export const Loading: Story = {
  parameters: { page: { loggedIn: true, routes: { 'GET /api/images/list3': 'hang' } } },
};

export const LoadFailed: Story = {
  parameters: { page: { loggedIn: true, routes: { 'GET /api/images/list3': 'network' } } },
};

export const Visitor: Story = { parameters: { page: { loggedIn: false, routes: routes() } } };

export const Phone: Story = {
  parameters: { page: { loggedIn: true, routes: routes() }, viewport: { defaultViewport: 'iphone6' } },
  globals: { viewport: { value: 'iphone6' } },
};
