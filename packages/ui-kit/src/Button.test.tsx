import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './Button';
import { renderWithI18n } from './test-utils';

describe('Button', () => {
  it('is a type=button with the variant and size classes, and clicks', async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button variant="danger" size="lg" onClick={onClick}>
        删除
      </Button>,
    );
    const button = screen.getByRole('button', { name: '删除' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('fw-button', 'fw-button--danger', 'fw-button--lg');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('defaults to primary / md and keeps a submit type when asked', () => {
    renderWithI18n(<Button type="submit">提交</Button>);
    const button = screen.getByRole('button', { name: '提交' });
    expect(button).toHaveClass('fw-button--primary', 'fw-button--md');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('loading: busy, blocked, spinner shown, label still names the button', async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        生成
      </Button>,
    );
    const button = screen.getByRole('button', { name: '生成' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('fw-button--loading');
    expect(button.querySelector('.fw-spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled: no click, no busy state', async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button disabled onClick={onClick}>
        保存
      </Button>,
    );
    const button = screen.getByRole('button', { name: '保存' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('sets no width of its own; block fills the container', () => {
    renderWithI18n(<Button block>确定</Button>);
    const button = screen.getByRole('button', { name: '确定' });
    expect(button.style.width).toBe('');
    expect(button).toHaveClass('fw-button--block');
    expect(buttonClassName({ variant: 'ghost', size: 'sm' })).toBe('fw-button fw-button--ghost fw-button--sm');
  });
});
