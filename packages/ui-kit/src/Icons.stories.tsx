import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import * as icons from './icons';

// Every component the icons module exports except the bare frame, so a new icon shows up here by itself.
const SHARED_ICONS = Object.entries(icons).filter(([name]) => name.endsWith('Icon') && name !== 'Icon') as [
  string,
  (props: icons.IconProps) => ReactElement,
][];

/** Every shared icon with its export name; the args go to each icon, as a caller's props would. */
function IconGallery(props: icons.IconProps) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 'var(--fw-space-4)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {SHARED_ICONS.map(([name, Glyph]) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'var(--fw-space-2)' }}
        >
          <Glyph {...props} />
          <code style={{ fontSize: 'var(--fw-font-size-sm)' }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'ui-kit/Icons',
  component: IconGallery,
  args: { width: 24, height: 24 },
  argTypes: {
    width: { control: { type: 'range', min: 12, max: 48, step: 2 } },
    height: { control: { type: 'range', min: 12, max: 48, step: 2 } },
    strokeWidth: { control: { type: 'range', min: 1, max: 3, step: 0.2 } },
  },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

/** The default size, as icons sit inside buttons and menus. */
export const Inline: Story = { args: { width: 16, height: 16 } };

/** Icons take the text colour of their slot: here white on the accent fill, as in a primary button. */
export const OnAccent: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          padding: 'var(--fw-space-4)',
          borderRadius: 'var(--fw-radius-card)',
          background: 'var(--fw-accent-fill)',
          color: 'var(--fw-on-accent)',
        }}
      >
        {Story()}
      </div>
    ),
  ],
};
