import { useTranslation } from '@framewise/i18n';
import { PageLoading } from '@framewise/ui-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A path the API serves (the Google sign-in start): a client-side navigation here becomes a full page load so the
 * server answers it.
 */
export function ServerNavigation() {
  const { t } = useTranslation('app');
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return (
    <div aria-live="polite">
      <PageLoading />
      <span className="fw-visually-hidden">{t('pages.redirecting')}</span>
    </div>
  );
}
