import { type Answer, type Handler, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWork } from '../works/test-utils/fixtures';
import { PreviewStore } from '../works/test-utils/PreviewStore';
import { HomePage } from './HomePage';

const highlights = Array.from({ length: 12 }, (_, i) =>
  makeWork({
    id: `h${i}`,
    tool: (['img2video', 'upscale', 'text2video', 'vid2vid'] as const)[i % 4],
    width: i % 3 === 0 ? 720 : 1280,
    height: i % 3 === 0 ? 1280 : 720,
    isOwner: false,
    prompt: ['Snowy owl', 'Neon street', 'Koi pond', 'Caravan'][i % 4]!,
  }),
);

const offered = (call: { query: Record<string, string> }) =>
  ok({ type: call.query.type, available: true, baseCost: 1, modeCostFactor: {}, options: {}, defaults: {} });

const routes = (items: typeof highlights): Record<string, Handler | Answer> => ({
  'GET /api/images/list3': ok({ items, nextCursor: null }),
  'GET /api/config/generate': offered,
});

const meta = {
  title: 'creation-tools/HomePage',
  component: HomePage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore routes={parameters.routes as Record<string, Handler | Answer>} region={parameters.region as 'cn'}>
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gallery works give the tool entries their examples; tools without one show their drawing. */
export const Domestic: Story = { parameters: { routes: routes(highlights), region: 'cn' } };

export const Overseas: Story = { parameters: { routes: routes(highlights), region: 'global' } };

/** A fresh install: no public works yet, every tool shows its drawing and no highlights show. */
export const NoWorksYet: Story = { parameters: { routes: routes([]), region: 'cn' } };
