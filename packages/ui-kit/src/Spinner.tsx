import { useTranslation } from '@framewise/i18n';
import { cx } from './classNames';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers; defaults to the translated 'loading'. */
  label?: string;
  /** Inside something that already announces its busy state (a loading button): hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

/** A rotating ring in currentColor; under prefers-reduced-motion it stands still. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const classes = cx('fw-spinner', `fw-spinner--${size}`, className);
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className="fw-spinner__ring" />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <span className="fw-spinner__ring" aria-hidden="true" />
      <span className="fw-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
