import './works.css';
import { useTranslation } from '@framewise/i18n';
import { Button, Spinner } from '@framewise/ui-kit';
import { useEffect, useRef } from 'react';
import { useApiErrorText } from './feedback';
import type { WorkPages } from './use-work-pages';

export interface ListFooterProps {
  pages: Pick<WorkPages, 'status' | 'done' | 'error' | 'items'>;
  onMore(): void;
  onRetry(): void;
}

/**
 * The end of a paged list: it asks for the next page as it scrolls into view (a button does the same for keyboards
 * and old browsers), and shows loading, a failure with retry, or that everything is shown.
 */
export function ListFooter({ pages, onMore, onRetry }: ListFooterProps) {
  const { t } = useTranslation('works');
  const errorText = useApiErrorText();
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  const waiting = !pages.done && pages.status === 'ready';

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !waiting || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [waiting]);

  if (pages.status === 'failed') {
    return (
      <div className="fw-works-state" role="alert">
        <p className="fw-works-error">
          {t('list.loadFailed')} {errorText(pages.error)}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (pages.status === 'loading' && pages.items.length > 0) {
    return (
      <div className="fw-works-footer">
        <Spinner label={t('list.loading')} />
      </div>
    );
  }
  if (waiting) {
    return (
      <div ref={sentinel} className="fw-works-footer">
        <Button variant="ghost" size="sm" onClick={onMore}>
          {t('list.loadMore')}
        </Button>
      </div>
    );
  }
  if (pages.done && pages.items.length > 0) {
    return <p className="fw-works-footer">{t('list.end')}</p>;
  }
  return null;
}
