import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent } from 'storybook/test';
import { artwork } from '../tools/test-utils/artwork';
import { acceptedOf, configRoutes, EXTEND_CONFIG, member, TOOL_CONFIGS, workOf } from '../tools/test-utils/fixtures';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { ExtendDialog } from './ExtendDialog';

const EXTEND = 'POST /api/v2/images/text2video/extend';

interface ExtendStoryParameters {
  visitor?: boolean;
  routes?: Parameters<typeof PreviewStore>[0]['routes'];
}

const meta = {
  title: 'creation-tools/extend/ExtendDialog',
  component: ExtendDialog,
  args: {
    source: workOf({ id: 'tk-lighthouse', tool: 'text2video', prompt: 'A lighthouse at dusk', cover: artwork(0) }),
    onClose: fn(),
    onSubmitted: fn(),
  },
  decorators: [
    (Story, { parameters }) => {
      const extend = (parameters.extend ?? {}) as ExtendStoryParameters;
      return (
        <PreviewStore
          user={extend.visitor ? undefined : member}
          routes={{
            ...configRoutes(),
            [EXTEND]: {
              code: 0,
              data: acceptedOf({ id: 'tk-extended', tool: 'extend', status: -2, cost: 1, queuePosition: 0 }),
              msg: '',
            },
            ...extend.routes,
          }}
        >
          <Story />
        </PreviewStore>
      );
    },
  ],
} satisfies Meta<typeof ExtendDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The durations the server offers, 5 s chosen, the points shown before submitting. */
export const Member: Story = {};

/** 20 s runs only in fast mode: picking it switches the mode, and the cost doubles. */
export const FastOnly: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: /20 s/ }));
  },
};

/** The server refused for lack of points: its message and the way to buy points. */
export const NotEnoughPoints: Story = {
  parameters: {
    extend: {
      routes: {
        [EXTEND]: { code: 403, data: null, msg: 'Not enough points. Buy points or subscribe, then try again.' },
      },
    },
  },
  play: async () => {
    await userEvent.click(await screen.findByTestId('generate'));
  },
};

/** A visitor (a link kept from an expired session): pressing extend opens the login modal instead. */
export const Visitor: Story = { parameters: { extend: { visitor: true } } };

/** The configured engine does not extend videos. */
export const Unavailable: Story = {
  parameters: {
    extend: { routes: configRoutes({ ...TOOL_CONFIGS, extend: { ...EXTEND_CONFIG, available: false } }) },
  },
};
