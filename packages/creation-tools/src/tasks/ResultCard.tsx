import type { Work } from '@framewise/contracts';
import { isTaskSettled, TASK_STATUS } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button, buttonClassName, cx, LazyImage } from '@framewise/ui-kit';
import { useRef, useState } from 'react';
import { CompareView } from '../compare/CompareView';
import { isDraftTool } from '../drafts';
import { canExtendItem } from '../extend/can-extend';
import { CompareSlider } from '../tools/CompareSlider';
import { downloadNameOf, posterOf } from '../works/work-media';
import { CancelTask } from './CancelTask';
import { TaskStatus } from './TaskStatus';
import { resultKind, type TaskItem } from './task-item';
import '../tools/tools.css';

export interface ResultCardProps {
  item: TaskItem;
  /** Copies the work's settings into the form; offered once the whole work is known. */
  onDrawSame?: (item: TaskItem) => void;
  /** Opens the extend dialog; offered on a finished video of the user's. */
  onExtend?: (item: TaskItem & { work: Work }) => void;
}

/** A result card: the full width on a phone, grid cells of 240 px and up beside the form (tools.css). */
const RESULT_SIZES = '(max-width: 600px) 100vw, 360px';

/** A result video: muted and looping, playing while pointed at or focused (brand: previews play on hover). */
export function HoverVideo({ src, poster, label }: { src: string; poster: string | null; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const play = () => {
    const element = video.current;
    if (!element) return;
    // play() rejects when the browser blocks it or the source is gone; the poster simply stays.
    element.play()?.catch(() => undefined);
  };
  const pause = () => video.current?.pause();
  return (
    <video
      ref={video}
      className="fw-result__media"
      src={src}
      poster={poster ?? undefined}
      aria-label={label}
      muted
      loop
      playsInline
      preload="metadata"
      tabIndex={0}
      onMouseEnter={play}
      onMouseLeave={pause}
      onFocus={play}
      onBlur={pause}
      data-testid="result-video"
    />
  );
}

function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** One task in the results area: its status while under way, then the result with draw same and download. */
export function ResultCard({ item, onDrawSame, onExtend }: ResultCardProps) {
  const { t, i18n } = useTranslation(['tools', 'common']);
  const done = item.status === TASK_STATUS.SUCCESS && !!item.url;
  const kind = resultKind(item);
  const compare =
    done && kind === 'image' && !!item.sourceUrl && (item.tool === 'upscale' || item.tool === 'upscale_turbo');
  const title = item.prompt || t(`common:tools.${item.tool}`);
  const notes = item.work?.notes ?? [];
  // Draw same fills a draft: tools without one (upscale, lip-sync) have nothing to fill.
  const canDrawSame = !!item.work && !!onDrawSame && (isDraftTool(item.tool) || item.tool === 'extend');
  const extendable = done && !!onExtend && canExtendItem(item);
  const [comparing, setComparing] = useState(false);
  const running = !isTaskSettled(item.status);

  return (
    <article
      className={cx('fw-result', !done && 'fw-result--pending')}
      aria-label={title}
      data-testid="result-card"
      data-task-id={item.id}
      data-status={item.status}
    >
      <div className="fw-result__frame">
        {done && item.url && compare && item.sourceUrl && <CompareSlider before={item.sourceUrl} after={item.url} />}
        {done && item.url && !compare && kind === 'video' && (
          <HoverVideo
            src={item.url}
            poster={item.work?.cover ? posterOf(item.work) : item.cover}
            label={t('results.videoLabel', { title })}
          />
        )}
        {done && item.url && !compare && kind === 'image' && (
          <LazyImage
            className="fw-result__media"
            src={item.url}
            // An image result is its own cover: the copies show it at the card's size, the download stays whole.
            sources={item.work?.coverSources}
            sizes={RESULT_SIZES}
            alt={title}
            fit="contain"
          />
        )}
        {!done && (
          <TaskStatus
            className="fw-result__status"
            status={item.status}
            progress={item.progress}
            queuePosition={item.queuePosition}
            msg={item.msg}
            etaSeconds={item.etaSeconds}
            cancelled={item.cancelled}
            cost={item.cost}
          />
        )}
      </div>
      <div className="fw-result__body">
        <p className="fw-result__prompt" title={item.prompt}>
          {title}
        </p>
        <p className="fw-result__meta">
          <span>{t(`common:tools.${item.tool}`)}</span>
          <time dateTime={item.createdAt}>{formatTime(item.createdAt, i18n.language)}</time>
        </p>
        {done && notes.length > 0 && (
          <ul className="fw-result__notes" aria-label={t('results.notes')}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        {(done || canDrawSame || running) && (
          <div className="fw-result__actions">
            {running && <CancelTask id={item.id} cost={item.cost} label={title} />}
            {canDrawSame && (
              <Button size="sm" variant="secondary" onClick={() => onDrawSame?.(item)}>
                {t('results.drawSame')}
              </Button>
            )}
            {extendable && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => item.work && onExtend?.({ ...item, work: item.work })}
                data-testid="extend"
              >
                {t('extendVideo.action')}
              </Button>
            )}
            {compare && (
              <Button size="sm" variant="secondary" onClick={() => setComparing(true)} data-testid="open-compare">
                {t('compareView.open')}
              </Button>
            )}
            {done && item.url && (
              <a className={buttonClassName({ variant: 'ghost', size: 'sm' })} href={item.url} download>
                {t('results.download')}
              </a>
            )}
          </div>
        )}
      </div>
      {compare && item.url && item.sourceUrl && (
        <CompareView
          open={comparing}
          onClose={() => setComparing(false)}
          before={item.sourceUrl}
          after={item.url}
          downloadName={downloadNameOf({ ...item, created_at: item.createdAt, reference_video: null })}
        />
      )}
    </article>
  );
}
