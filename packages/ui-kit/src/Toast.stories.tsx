import { useTranslation } from '@framewise/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { type ToastType, useToast } from './Toast';

/** Buttons that raise each kind of toast; the catalog's preview wraps every story in a ToastProvider. */
function ToastDemo() {
  const { t } = useTranslation('ui');
  const toast = useToast();
  const samples: Record<ToastType, string> = {
    success: t('catalog.toastSuccess'),
    info: t('catalog.toastInfo'),
    warning: t('catalog.toastWarning'),
    error: t('catalog.toastError'),
  };
  const types = Object.keys(samples) as ToastType[];
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {types.map((type) => (
        <Button
          key={type}
          variant={type === 'error' ? 'danger' : 'secondary'}
          onClick={() => toast.show({ type, text: samples[type] })}
        >
          {samples[type]}
        </Button>
      ))}
      <Button
        variant="ghost"
        onClick={() => {
          // Six at once: the first leaves at once, since at most five show.
          for (let i = 0; i < 6; i++) {
            const type = types[i % types.length]!;
            toast.show({ type, text: samples[type] });
          }
        }}
      >
        {t('catalog.toastBurst')}
      </Button>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {};
