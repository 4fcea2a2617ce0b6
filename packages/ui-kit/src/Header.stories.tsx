import { useTranslation } from '@framewise/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';
import { Header, type HeaderProps } from './Header';

type DemoProps = Pick<HeaderProps, 'showLanguageMenu' | 'onChooseLanguage'> & { withActions?: boolean };

/** The header with translated sample navigation; the brand name comes from the common namespace. */
function HeaderDemo({ withActions = true, ...props }: DemoProps) {
  const { t } = useTranslation('ui');
  const { t: tc } = useTranslation('common');
  return (
    <Header
      {...props}
      brand={tc('appName')}
      links={[
        { href: '#video', label: tc('toolPages.aiVideo'), active: true },
        { href: '#image', label: t('catalog.navImage') },
        { href: '#gallery', label: t('catalog.navGallery') },
        { href: '#pricing', label: t('catalog.navPricing') },
      ]}
      actions={withActions ? <Button size="sm">{t('catalog.login')}</Button> : undefined}
    />
  );
}

const meta = {
  title: 'ui-kit/Header',
  component: HeaderDemo,
  args: { showLanguageMenu: true, withActions: true, onChooseLanguage: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** 375 px: the navigation folds behind the menu button, the language menu shows its icon only. */
export const Mobile: Story = { globals: { viewport: { value: 'iphone6', isRotated: false } } };

export const WithoutLanguageMenu: Story = { args: { showLanguageMenu: false } };
export const WithoutActions: Story = { args: { withActions: false } };
