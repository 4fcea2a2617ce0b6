import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { Component, type ReactNode } from 'react';

/** Shown when a route fails to load (a lost chunk after a deploy, a render error): offer a reload. */
function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="fw-shell__error" role="alert">
      <p>{t('errors.requestError')}</p>
      <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
    </div>
  );
}

/**
 * Shows RouteError in place of a route that failed to load or render; the header and footer stay, and going to
 * another page (a new resetKey) tries again.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
