import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Modal, type ModalProps } from './Modal';
import { renderWithI18n } from './test-utils';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="作品详情" footer={<Button>保存</Button>} {...props}>
        <input aria-label="标题" />
      </Modal>
    </>
  );
}

function Stack() {
  const [inner, setInner] = useState(true);
  return (
    <Modal open onClose={() => {}} title="外层">
      <Button>外层按钮</Button>
      <Modal open={inner} onClose={() => setInner(false)} title="内层">
        <Button>内层按钮</Button>
      </Modal>
    </Modal>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithI18n(
      <Modal open={false} onClose={() => {}} title="作品详情">
        正文
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('portals a modal dialog labelled by its title, with the asked width', async () => {
    const { container } = renderWithI18n(<Harness width={900} />);
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '作品详情' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(dialog.style.width).toBe('900px');
  });

  it('focuses the first field, traps Tab in both directions and returns focus on Esc', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);

    const field = screen.getByRole('textbox', { name: '标题' });
    const save = screen.getByRole('button', { name: '保存' });
    const close = screen.getByRole('button', { name: '关闭' });
    expect(field).toHaveFocus();

    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped from the last element to the first
    await user.tab({ shift: true });
    expect(save).toHaveFocus(); // and back from the first to the last
    await user.tab();
    await user.tab();
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from the close icon and the backdrop, not from a click inside', async () => {
    const onClose = vi.fn();
    renderWithI18n(
      <Modal open onClose={onClose} title="作品详情">
        <p>正文</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('正文'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(document.querySelector('.fw-modal-overlay')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks body scroll while open and restores it afterwards', async () => {
    document.body.style.overflow = 'scroll';
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('answers Esc only in the top modal of a stack', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Stack />);
    // Both mount in one commit: the nested one is still the top, with focus.
    expect(screen.getByRole('button', { name: '内层按钮' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '内层' })).toBeNull();
    expect(screen.getByRole('dialog', { name: '外层' })).toBeInTheDocument();
  });

  it('marks the modals under the top one as covered, and uncovers them as the top one closes', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Stack />);
    const overlayOf = (name: string) => screen.getByRole('dialog', { name }).parentElement;
    expect(overlayOf('外层')).toHaveAttribute('data-covered');
    expect(overlayOf('内层')).not.toHaveAttribute('data-covered');
    await user.keyboard('{Escape}');
    expect(overlayOf('外层')).not.toHaveAttribute('data-covered');
  });

  it('keeps a hidden title as the accessible name and speaks the language of the page', async () => {
    renderWithI18n(
      <Modal open onClose={() => {}} title="登录" hideTitle width={900}>
        <p>正文</p>
      </Modal>,
      { language: 'ja' },
    );
    expect(screen.getByRole('dialog', { name: '登录' })).toHaveClass('fw-modal--bare');
    expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
  });
});
