import './works.css';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';
import { type PublicationState, publicationOf } from './publication';
import { type StatusBadge as StatusBadgeText, statusBadgeOf } from './work-status';

/** The task status as a small pill; a queued work says how many jobs are ahead when that is known. */
export function StatusBadge({
  work,
  queuePosition = null,
}: {
  work: Pick<Work, 'status' | 'progress'> & Partial<Pick<Work, 'cancelled'>>;
  queuePosition?: number | null;
}) {
  const { t } = useTranslation('works');
  const badge = statusBadgeOf(work, queuePosition);
  // The key is checked by StatusBadgeText['key']; its values vary by key, which i18next's per-key typing cannot follow.
  const translate = t as unknown as (key: StatusBadgeText['key'], values: Record<string, number>) => string;
  return (
    <span className={cx('fw-works-badge', `fw-works-badge--${badge.tone}`)}>{translate(badge.key, badge.values)}</span>
  );
}

const PUBLICATION_TONE: Record<PublicationState, string> = {
  private: 'plain',
  public: 'success',
  contributed: 'success',
  underCheck: 'pending',
  rejected: 'danger',
  unavailable: 'plain',
};

/** Where a finished work stands in the gallery; nothing for a private one (the usual case needs no badge). */
export function PublicationBadge({ work }: { work: Pick<Work, 'status' | 'private' | 'pubStatus'> }) {
  const { t } = useTranslation('works');
  const { state } = publicationOf(work);
  if (state === 'private' || state === 'unavailable') return null;
  return (
    <span className={cx('fw-works-badge', `fw-works-badge--${PUBLICATION_TONE[state]}`)}>
      {t(`publication.state.${state}`)}
    </span>
  );
}
