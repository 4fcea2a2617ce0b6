import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMenuButton } from './useMenuButton';

function TestMenu() {
  const menu = useMenuButton();
  return (
    <>
      <div ref={menu.rootRef}>
        <button {...menu.buttonProps} type="button">
          open
        </button>
        {menu.open && (
          <div {...menu.menuProps} role="menu" aria-label="actions">
            {['first', 'second', 'third'].map((name) => (
              <button key={name} type="button" role="menuitem" tabIndex={-1} onClick={() => menu.close()}>
                {name}
              </button>
            ))}
          </div>
        )}
      </div>
      <button type="button">after</button>
    </>
  );
}

describe('useMenuButton', () => {
  it('focuses the first item on open and wires the button to the menu', async () => {
    render(<TestMenu />);
    const button = screen.getByRole('button', { name: 'open' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(screen.getByRole('menuitem', { name: 'first' })).toHaveFocus();
  });

  it('moves with Home, End and wrapping arrows, and an item can close back to the button', async () => {
    render(<TestMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'third' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'first' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'second' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('closes on Tab, leaving focus to move on', async () => {
    render(<TestMenu />);
    const button = screen.getByRole('button', { name: 'open' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside', async () => {
    render(<TestMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'after' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
