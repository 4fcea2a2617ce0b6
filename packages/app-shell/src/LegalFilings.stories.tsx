import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { legalFilingsSlot } from './LegalFilings';
import { createShellPreview } from './ShellPreview';

/** The domestic footer with the filing numbers a site in mainland China shows (values are examples). */
function FooterWith({ icp, publicSecurity }: { icp: string; publicSecurity: string }) {
  const { element } = useMemo(
    () =>
      createShellPreview({
        url: '/tutorials',
        language: 'zh',
        slots: { FooterNotice: legalFilingsSlot({ icp, publicSecurity }) },
      }),
    [icp, publicSecurity],
  );
  return element;
}

const meta = {
  title: 'App shell/Legal filings',
  component: FooterWith,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FooterWith>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BothNumbers: Story = {
  args: { icp: '京ICP备2026012345号-1', publicSecurity: '京公网安备11010502030143号' },
};
export const IcpOnly: Story = { args: { icp: '京ICP备2026012345号-1', publicSecurity: '' } };
