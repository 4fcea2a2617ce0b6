import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { artwork } from '../tools/test-utils/artwork';
import { configRoutes, examples, member, workOf } from '../tools/test-utils/fixtures';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { ResultsArea } from './ResultsArea';
import { itemFromWork } from './task-item';

const items = [
  { ...itemFromWork(workOf({ id: 'r1', tool: 'img2video', status: 0, progress: 30, url: null })), etaSeconds: 90 },
  itemFromWork(workOf({ id: 'r2', tool: 'img2video', cover: artwork(2) })),
  itemFromWork(workOf({ id: 'r3', tool: 'img2video', status: -1, url: null, msg: 'No face found.' })),
];

// Examples drawn offline, so the empty state shows its covers without any request.
const routes = {
  ...configRoutes(),
  'GET /api/config/example': { code: 0, data: examples.map((e, i) => ({ ...e, cover: artwork(i + 3) })) },
};

/**
 * The results column of a tool screen: the user's tasks of that tool, newest first (loading skeletons, a failed
 * load with retry, the cards), or when empty the tool's lead text, examples to try and, for a visitor, log in.
 * Give it the tool and its tasks (`useToolTasks(tool)`).
 */
const meta = {
  title: 'creation-tools/tasks/ResultsArea',
  component: ResultsArea,
  args: {
    tool: 'img2video',
    tasks: { items, state: 'ready', reload: fn() },
    onDrawSame: fn(),
    onExtend: fn(),
    onTryExample: fn(),
  },
  argTypes: { tasks: { control: false } },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore routes={routes} user={parameters.visitor ? undefined : member}>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof ResultsArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { tasks: { items: [], state: 'loading', reload: fn() } } };

/** The list did not load: the notice and retry. */
export const LoadFailed: Story = {
  args: { tasks: { items: [], state: 'failed', reload: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.tasks.reload).toHaveBeenCalled();
  },
};

/** No tasks yet: the tool's lead text and its examples; trying one fills the form. */
export const Empty: Story = {
  args: { tasks: { items: [], state: 'ready', reload: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button'));
    await expect(args.onTryExample).toHaveBeenCalledWith(expect.objectContaining({ id: 'ex-1' }));
  },
};

/** A visitor is asked to log in to see their works. */
export const Visitor: Story = {
  args: { tasks: { items: [], state: 'idle', reload: fn() } },
  parameters: { visitor: true },
};

export const Mobile: Story = { globals: { viewport: { value: 'iphone12', isRotated: false } } };
