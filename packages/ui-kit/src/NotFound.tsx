import { useTranslation } from '@framewise/i18n';
import { useId } from 'react';
import { Button, buttonClassName } from './Button';
import { cx } from './classNames';
import { type RenderLink, renderAnchor } from './links';

export interface NotFoundProps {
  /** Action of the 'back home' button (e.g. navigate('/')); wins over homeHref. */
  onHome?: () => void;
  /** Where 'back home' links to when there is no onHome; '/' by default. */
  homeHref?: string;
  /** Renders the home link with the app's router; a plain anchor by default. */
  renderLink?: RenderLink;
  className?: string;
}

/** The page for an unknown path: code, title, a short explanation and the way back home. */
export function NotFound({ onHome, homeHref = '/', renderLink = renderAnchor, className }: NotFoundProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section className={cx('fw-not-found', className)} aria-labelledby={titleId}>
      <div className="fw-not-found__code" aria-hidden="true">
        404
      </div>
      <h1 id={titleId} className="fw-not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="fw-not-found__body">{t('notFound.body')}</p>
      {onHome ? (
        <Button onClick={onHome}>{t('notFound.backHome')}</Button>
      ) : (
        renderLink({ href: homeHref, className: buttonClassName(), children: t('notFound.backHome') })
      )}
    </section>
  );
}
