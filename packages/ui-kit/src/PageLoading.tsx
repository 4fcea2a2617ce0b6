import { useTranslation } from '@framewise/i18n';
import { cx } from './classNames';
import { Spinner } from './Spinner';

export interface PageLoadingProps {
  className?: string;
}

/** The whole page is waiting (a lazy route, the first user fetch): a centred spinner and 'loading'. */
export function PageLoading({ className }: PageLoadingProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={cx('fw-page-loading', className)} role="status" aria-live="polite">
      <Spinner size="lg" decorative />
      <p className="fw-page-loading__text">{t('loading')}</p>
    </div>
  );
}
