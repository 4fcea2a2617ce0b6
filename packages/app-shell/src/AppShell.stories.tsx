import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createShellPreview, overseasPreviewBuild, type ShellPreviewOptions } from './ShellPreview';

/** The shell's screens as users meet them: layout, pages, global modals, in the real route table. */
function ShellAt(props: ShellPreviewOptions) {
  // One store and router per story render; the key below rebuilds them when controls change.
  const { element } = useMemo(() => createShellPreview(props), [props]);
  return element;
}

const meta = {
  title: 'App shell/Screens',
  component: ShellAt,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <ShellAt key={JSON.stringify([args, globals.language])} {...args} language={globals.language ?? 'zh'} />
  ),
} satisfies Meta<typeof ShellAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DomesticHome: Story = { args: { url: '/app/home' } };
export const OverseasHome: Story = { args: { url: '/', build: overseasPreviewBuild } };
export const ToolPage: Story = { args: { url: '/vid2vid' } };
export const MobileRouteWithoutHeader: Story = { args: { url: '/m/member' } };
export const InvitePage: Story = { args: { url: '/pc/invited', user: { uuid: 'u-1', invite_code: 'FW8K2Q' } } };
export const NotFound: Story = { args: { url: '/no/such/page' } };
export const PointsModalFromUrl: Story = { args: { url: '/member?openPointModal=1' } };
export const ProfileModalFromUrl: Story = { args: { url: '/tutorials?openUserInfoModal=1' } };
export const ActivationCodeModal: Story = { args: { url: '/?openCodeModal=1', build: overseasPreviewBuild } };
