import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { Button, Spinner } from '@framewise/ui-kit';

/** Why a panel cannot show its form yet: its options are loading, could not be read, or are not offered. */
export type PendingSetup = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'unavailable' };

interface SetupStateProps {
  setup: PendingSetup;
  /** Asks the server again after a failure. */
  onRetry(): void;
  loadingLabel: string;
  unavailableText: string;
}

/** The loading spinner, the failure with its message and retry, or the "not offered" notice of a tool panel. */
export function SetupState({ setup, onRetry, loadingLabel, unavailableText }: SetupStateProps) {
  const { t } = useTranslation(['tools', 'common']);
  switch (setup.status) {
    case 'loading':
      return (
        <div className="fw-tool-state fw-tool-state--loading" aria-busy="true">
          <Spinner label={loadingLabel} />
        </div>
      );
    case 'failed':
      return (
        <div className="fw-tool-state" role="alert">
          <p>{errorMessage(setup.error, (key) => t(`common:${key}`))}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('screen.retry')}
          </Button>
        </div>
      );
    case 'unavailable':
      return (
        <div className="fw-tool-state" role="status">
          <p>{unavailableText}</p>
        </div>
      );
  }
}
