import { type Answer, type Handler, ok } from '@framewise/api-client/testing';
import { TOOLS } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { makeWork } from '../works/test-utils/fixtures';
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

/** GET /api/config/tools: the engine offers every tool. */
const offered = ok(Object.fromEntries(TOOLS.map((tool) => [tool, true])));

/** Each tool's best public work (GET /api/config/example): what an entry shows when no highlight is of its tool. */
const toolExamples = (call: { query: Record<string, string> }) => {
  const work = highlights.find((w) => w.tool === call.query.type);
  return ok(work ? [{ id: work.id, prompt: work.prompt, cover: work.cover, url: work.url, params: {} }] : []);
};

const routes = (items: typeof highlights, examples = false): Record<string, Handler | Answer> => ({
  'GET /api/images/list3': ok({ items, nextCursor: null }),
  'GET /api/config/tools': offered,
  'GET /api/config/example': examples ? toolExamples : ok([]),
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

/** No public works at all (examples turned off): every tool shows its drawing and no highlights show. */
export const NoWorksYet: Story = { parameters: { routes: routes([]), region: 'cn' } };

/**
 * Highlights of one tool only: the other entries show their tool's best public work (on a fresh install, the
 * seeded examples), lip-sync with none keeps its drawing.
 */
export const ToolExamplesBeyondHighlights: Story = {
  parameters: { routes: routes(highlights.slice(0, 1), true), region: 'global' },
};
