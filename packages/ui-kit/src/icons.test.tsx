import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoltIcon, CloseIcon, Icon } from './icons';

describe('icons', () => {
  it('are decorative 16 px line drawings in currentColor by default', () => {
    const { container } = render(<CloseIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
  });

  it('take any SVG attribute over the defaults', () => {
    const { container } = render(<BoltIcon width={14} height={14} strokeWidth={1.8} className="points" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '14');
    expect(svg).toHaveAttribute('stroke-width', '1.8');
    expect(svg).toHaveClass('points');
  });

  it('can stand alone as an announced image', () => {
    render(<CloseIcon aria-hidden={false} role="img" aria-label="关闭" />);
    const image = screen.getByRole('img', { name: '关闭' });
    expect(image).toHaveAttribute('aria-hidden', 'false');
  });

  it('let a package draw its own shape in the shared frame', () => {
    const { container } = render(
      <Icon fill="currentColor" stroke="none">
        <circle cx="12" cy="12" r="4" />
      </Icon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('stroke', 'none');
    expect(svg?.querySelector('circle')).not.toBeNull();
  });
});
