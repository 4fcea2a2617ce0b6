import './payments.css';
import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { Button, Spinner } from '@framewise/ui-kit';

/** A list query's state as the RTK Query hooks give it. */
export interface ListQueryState {
  isError: boolean;
  error?: unknown;
  /** Present once the list has arrived. */
  data?: unknown;
}

/** The loading and failed states of a package list; nothing once it is ready. */
export function ListState({ state, onRetry }: { state: ListQueryState; onRetry(): void }) {
  const { t } = useTranslation('membership');
  const { t: tCommon } = useTranslation();
  if (state.isError) {
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
  if (state.data === undefined) {
    return (
      <div className="fw-pay-state">
        <Spinner label={t('page.loading')} />
      </div>
    );
  }
  return null;
}
