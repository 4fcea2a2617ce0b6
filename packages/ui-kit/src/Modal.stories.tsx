import { useTranslation } from '@framewise/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { LazyImage } from './LazyImage';
import { Modal, type ModalProps } from './Modal';
import { sampleArtwork } from './sampleArtwork';
import { LOGIN_MODAL_WIDTH } from './tokens';

type DemoProps = Pick<ModalProps, 'width' | 'hideTitle' | 'closeOnBackdrop'> & { withFooter?: boolean };

/** Opens on load; the button brings it back after Esc, the close icon or a backdrop click. */
function ModalDemo({ withFooter = false, ...props }: DemoProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('catalog.modalTitle')}
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        title={t('catalog.modalTitle')}
        footer={
          withFooter ? (
            <>
              <Button variant="ghost" onClick={close}>
                {t('modal.close')}
              </Button>
              <Button onClick={close}>{t('catalog.save')}</Button>
            </>
          ) : undefined
        }
      >
        <LazyImage src={sampleArtwork(1)} alt="" aspectRatio={16 / 10} style={{ borderRadius: 8 }} />
        <p style={{ marginTop: 16 }}>{t('catalog.modalBody')}</p>
      </Modal>
    </>
  );
}

/** The login modal's frame: 900 px, its own two-column layout, the title kept for screen readers. */
function LoginFrameDemo() {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('catalog.login')}</Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('catalog.login')} hideTitle width={LOGIN_MODAL_WIDTH}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
          <LazyImage src={sampleArtwork(0, 450, 520)} alt="" aspectRatio={450 / 520} />
          <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 16, padding: 40 }}>
            <h2>{t('catalog.login')}</h2>
            <p style={{ color: 'var(--fw-color-muted)' }}>{t('catalog.modalBody')}</p>
            <Button size="lg" block onClick={() => setOpen(false)}>
              {t('catalog.login')}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  component: ModalDemo,
  args: { width: 480, hideTitle: false, closeOnBackdrop: true, withFooter: false },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFooter: Story = { args: { withFooter: true } };
export const Wide: Story = { args: { width: 720, withFooter: true } };
export const BackdropDoesNotClose: Story = { args: { closeOnBackdrop: false } };
export const LoginFrame: Story = { render: () => <LoginFrameDemo /> };
