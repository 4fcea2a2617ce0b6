import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

const MENU_ITEM = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * The menu button pattern (WAI-ARIA): the button toggles the menu and ArrowDown/ArrowUp open it; on open the
 * checked item (a radio menu) or the first item takes focus; arrows move with wrap-around, Home/End jump, Escape
 * closes back to the button, Tab closes and moves on, and a press outside `rootRef` closes. Spread `buttonProps`
 * on the button and `menuProps` on the element with role="menu" (written there, where lint can check its aria
 * props); the items are found by their menuitem roles.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? []);

  useEffect(() => {
    if (!open) return;
    const all = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? []);
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** Closes the menu; focus goes back to the button unless the caller is moving it elsewhere. */
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const focusAt = (index: number) => {
    const all = items();
    all[((index % all.length) + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        // Inside a modal or another menu, Escape closes only this menu.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return {
    open,
    setOpen,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((value) => !value),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { id: menuId, ref: menuRef, onKeyDown: onMenuKeyDown },
  };
}
