import { chooseLanguage, currentLanguage, LANGUAGE_LABELS, type Language, useTranslation } from '@framewise/i18n';
import { cx } from './classNames';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';
import { useMenuButton } from './useMenuButton';

/** The menu's order (docs/product.md, "Languages"): English, 简体中文, 日本語. */
const OPTIONS: readonly Language[] = ['en', 'zh', 'ja'];

interface LanguageMenuProps {
  /** Called with the picked language; the default caches it and reloads the page. */
  onChoose?: (language: Language) => void;
  className?: string;
}

const defaultChoose = (language: Language) => chooseLanguage(language);

/** A button that opens a menu of the three languages, each labelled in its own language. */
export function LanguageMenu({ onChoose = defaultChoose, className }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('ui');
  const current = currentLanguage(i18n);
  const menu = useMenuButton();

  const choose = (language: Language) => {
    menu.close();
    if (language !== current) onChoose(language);
  };

  return (
    <div ref={menu.rootRef} className={cx('fw-language-menu', className)}>
      <button
        {...menu.buttonProps}
        type="button"
        className="fw-language-menu__button"
        aria-label={t('language.current', { language: LANGUAGE_LABELS[current] })}
      >
        <GlobeIcon />
        <span className="fw-language-menu__current">{LANGUAGE_LABELS[current]}</span>
        <ChevronDownIcon />
      </button>
      {menu.open && (
        <div {...menu.menuProps} role="menu" aria-label={t('language.label')} className="fw-language-menu__list">
          {OPTIONS.map((lng) => (
            <button
              key={lng}
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
