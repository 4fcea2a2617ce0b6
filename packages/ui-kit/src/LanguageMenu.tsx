import { chooseLanguage, currentLanguage, LANGUAGE_LABELS, type Language, useTranslation } from '@framewise/i18n';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from './classNames';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';

/** The menu's order (spec section 1): English, 简体中文, 日本語. */
const OPTIONS: readonly Language[] = ['en', 'zh', 'ja'];

export interface LanguageMenuProps {
  /** Called with the picked language; the default caches it and reloads the page. */
  onChoose?: (language: Language) => void;
  className?: string;
}

const defaultChoose = (language: Language) => chooseLanguage(language);

/** A button that opens a menu of the three languages, each labelled in its own language. */
export function LanguageMenu({ onChoose = defaultChoose, className }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('ui');
  const current = currentLanguage(i18n);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = OPTIONS.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus the checked item when the menu opens, as the menu button pattern asks.
  useEffect(() => {
    if (open) itemRefs.current[Math.max(0, OPTIONS.indexOf(current))]?.focus();
  }, [open, current]);

  // A press anywhere outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const choose = (language: Language) => {
    close(true);
    if (language !== current) onChoose(language);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(OPTIONS.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className={cx('fw-language-menu', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="fw-language-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('language.current', { language: LANGUAGE_LABELS[current] })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <GlobeIcon />
        <span className="fw-language-menu__current">{LANGUAGE_LABELS[current]}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          className="fw-language-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {OPTIONS.map((lng, index) => (
            <button
              key={lng}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={lng === current}
              lang={lng}
              tabIndex={-1}
              className="fw-language-menu__item"
              onClick={() => choose(lng)}
            >
              {LANGUAGE_LABELS[lng]}
              {lng === current && <CheckIcon />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
