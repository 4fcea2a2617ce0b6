import { useTranslation } from '@framewise/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, type ButtonProps } from './Button';

/** A button whose label follows the catalog's language toolbar, so text length changes are visible. */
function TranslatedButton(props: ButtonProps) {
  const { t } = useTranslation('ui');
  return <Button {...props}>{props.children ?? t('catalog.generate')}</Button>;
}

const meta = {
  title: 'ui-kit/Button',
  component: TranslatedButton,
  args: { variant: 'primary', size: 'md', loading: false, disabled: false, block: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof TranslatedButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = {
  render: function Render(args) {
    const { t } = useTranslation('ui');
    return <TranslatedButton {...args}>{t('catalog.delete')}</TranslatedButton>;
  },
  args: { variant: 'danger' },
};
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Block: Story = {
  args: { block: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** Every variant in every size: widths come from the labels only. */
export const Matrix: Story = {
  render: function Render() {
    const { t } = useTranslation('ui');
    const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
    const sizes = ['sm', 'md', 'lg'] as const;
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {variants.map((variant) => (
          <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            {sizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {t('catalog.save')}
              </Button>
            ))}
            <Button variant={variant} loading>
              {t('catalog.save')}
            </Button>
            <Button variant={variant} disabled>
              {t('catalog.save')}
            </Button>
          </div>
        ))}
      </div>
    );
  },
};
