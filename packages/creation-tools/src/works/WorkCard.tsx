import './works.css';
import type { Work } from '@framewise/contracts';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';
import { type CSSProperties, useState } from 'react';
import { PublicationBadge, StatusBadge } from './Badges';
import { WorkThumb } from './WorkThumb';

export interface WorkCardProps {
  work: Work;
  /** Jobs ahead of a queued work, when the list knows it. */
  queuePosition?: number | null;
  /** In selection mode a press toggles the selection instead of opening the work. */
  selecting?: boolean;
  selected?: boolean;
  onToggle?(work: Work): void;
  onOpen(work: Work): void;
  /** Thumbnail ratio, width / height; my works uses square cells. */
  aspect?: number;
  /** The card starts the grid (the page's largest picture above the fold): its picture is fetched first. */
  priority?: boolean;
}

/** One of my works: picture, status, publication, tool and date, and the prompt. */
export function WorkCard({
  work,
  queuePosition = null,
  selecting = false,
  selected = false,
  onToggle,
  onOpen,
  aspect = 1,
  priority = false,
}: WorkCardProps) {
  const { t, i18n } = useTranslation(['works', 'common']);
  const [active, setActive] = useState(false);
  const title = work.prompt || t(`common:tools.${work.tool}`);
  const date = new Date(work.created_at).toLocaleDateString(i18n.language);
  const busy = work.status === TASK_STATUS.PROCESSING;

  return (
    <article
      className={cx('fw-work-card', selected && 'fw-work-card--selected')}
      onPointerEnter={() => setActive(true)}
      onPointerLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
    >
      {selecting && (
        <label className="fw-work-card__check">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => onToggle?.(work)}
            aria-label={t('card.select', { title })}
          />
        </label>
      )}
      {/* The open button lies over the picture rather than around it: the badges on the picture are read as
          themselves, and the button's name stays "open work: title" (axe label-content-name-mismatch). */}
      <div className="fw-work-card__media">
        <WorkThumb
          work={work}
          aspect={aspect}
          active={active}
          priority={priority}
          placeholder={
            busy ? (
              <>
                <StatusBadge work={work} queuePosition={queuePosition} />
                <span className="fw-work-thumb__bar" aria-hidden="true">
                  <span style={{ '--fw-progress': `${work.progress}%` } as CSSProperties} />
                </span>
              </>
            ) : (
              <StatusBadge work={work} queuePosition={queuePosition} />
            )
          }
          badges={
            <>
              {work.status !== TASK_STATUS.SUCCESS && (work.cover || work.url) && (
                <StatusBadge work={work} queuePosition={queuePosition} />
              )}
              <PublicationBadge work={work} />
              {work.engine === 'local-preview' && (
                <span className="fw-works-badge fw-works-badge--plain">{t('card.preview')}</span>
              )}
            </>
          }
        />
        <button
          type="button"
          className="fw-work-card__open"
          aria-label={selecting ? t('card.select', { title }) : t('card.open', { title })}
          aria-pressed={selecting ? selected : undefined}
          // In selection mode the checkbox is the one control keyboards reach.
          tabIndex={selecting ? -1 : undefined}
          onClick={() => (selecting ? onToggle?.(work) : onOpen(work))}
        />
      </div>
      <div className="fw-work-card__meta">
        <div className="fw-work-card__line">
          <span>{t(`common:tools.${work.tool}`)}</span>
          <time dateTime={work.created_at}>{date}</time>
        </div>
        {work.prompt && <p className="fw-work-card__prompt">{work.prompt}</p>}
      </div>
    </article>
  );
}
