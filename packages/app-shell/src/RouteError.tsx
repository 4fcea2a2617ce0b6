import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';

/** Shown when a route fails to load (a lost chunk after a deploy, a render error): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="fw-shell__error" role="alert">
      <p>{t('errors.requestError')}</p>
      <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
    </div>
  );
}
