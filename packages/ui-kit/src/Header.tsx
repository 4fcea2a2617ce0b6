import { type Language, useTranslation } from '@framewise/i18n';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from './classNames';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageMenu } from './LanguageMenu';
import { type RenderLink, renderAnchor } from './links';

export interface HeaderLink {
  href: string;
  /** Already translated label. */
  label: string;
  /** The link of the current page (aria-current="page"). */
  active?: boolean;
}

export interface HeaderProps {
  /** Logo and / or product name; links to homeHref. */
  brand: ReactNode;
  homeHref?: string;
  links?: readonly HeaderLink[];
  /** Renders links with the app's router; plain anchors by default. */
  renderLink?: RenderLink;
  /** Right-hand slot for account actions (login button, avatar, points). */
  actions?: ReactNode;
  showLanguageMenu?: boolean;
  /** Passed to the LanguageMenu; the default caches the choice and reloads. */
  onChooseLanguage?: (language: Language) => void;
  className?: string;
}

/**
 * The top bar: brand, navigation, language menu and account actions. Under 640 px the navigation folds into a
 * menu button so everything fits a 375 px screen.
 */
export function Header({
  brand,
  homeHref = '/',
  links = [],
  renderLink = renderAnchor,
  actions,
  showLanguageMenu = true,
  onChooseLanguage,
  className,
}: HeaderProps) {
  const { t } = useTranslation('ui');
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Esc folds the open menu back and hands focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={cx('fw-header', className)}>
      {renderLink({ href: homeHref, className: 'fw-header__brand', children: brand, onClick: closeMenu })}
      {links.length > 0 && (
        <>
          <button
            ref={toggleRef}
            type="button"
            className="fw-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <nav
            id={navId}
            aria-label={t('header.nav')}
            className={cx('fw-header__nav', menuOpen && 'fw-header__nav--open')}
          >
            <ul className="fw-header__nav-list">
              {links.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    className: 'fw-header__link',
                    children: link.label,
                    'aria-current': link.active ? 'page' : undefined,
                    onClick: closeMenu,
                  })}
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
      <div className="fw-header__actions">
        {showLanguageMenu && <LanguageMenu onChoose={onChooseLanguage} />}
        {actions}
      </div>
    </header>
  );
}
