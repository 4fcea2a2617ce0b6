import './payments.css';
import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { Button, Spinner } from '@framewise/ui-kit';
import type { PackageListState } from './package-list';

/** The loading and failed states of a package list; nothing once it is ready. */
export function ListState({ state, onRetry }: { state: PackageListState; onRetry(): void }) {
  const { t } = useTranslation('membership');
  const { t: tCommon } = useTranslation();
  if (state.status === 'loading') {
    return (
      <div className="fw-pay-state">
        <Spinner label={t('page.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="fw-pay-state" role="alert">
        <p className="fw-pay-error">
          {t('page.loadFailed')} {errorMessage(state.error, (key) => tCommon(key))}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }
  return null;
}
