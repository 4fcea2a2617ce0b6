import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { portraitUrl } from './test-utils/portrait';

/**
 * The user's round avatar, as the account menu and the profile show it. Pass the profile's `avatar_url` (a URL or a
 * stored key with `publicBase`) and the nickname: without a picture, or when it fails to load, the first letter shows.
 */
const meta = {
  title: 'auth/Avatar',
  component: Avatar,
  args: { url: portraitUrl(), name: 'Mia', size: 'md', alt: '' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {};

/** The profile modal's larger size. */
export const Large: Story = { args: { size: 'lg', alt: 'Mia' } };

/** No picture yet: the initial of the nickname. */
export const Initial: Story = { args: { url: '', name: '小明' } };

/** A stored key without a known public base cannot be shown: the initial stands in. */
export const KeyWithoutBase: Story = { args: { url: 'user-avatar/u-1/a.png', name: 'Kenji' } };

/** A picture that fails to load falls back to the initial. */
export const BrokenPicture: Story = {
  args: { url: 'data:image/png;base64,bm90IGFuIGltYWdl', name: 'Ana' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('A')).toBeInTheDocument();
  },
};
