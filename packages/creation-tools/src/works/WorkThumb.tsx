import './works.css';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { LazyImage } from '@framewise/ui-kit';
import type { CSSProperties, ReactNode } from 'react';
import { ImageIcon, VideoIcon } from './icons';
import { usePrefersReducedMotion } from './motion';
import { mediaKindOf, posterOf, thumbnailOf } from './work-media';

export interface WorkThumbProps {
  work: Pick<Work, 'tool' | 'url' | 'cover' | 'coverSources' | 'reference_video' | 'prompt' | 'status' | 'progress'>;
  /** Box ratio, width / height. */
  aspect: number;
  /** The pointer is over the card or it has focus: a video plays its muted preview. */
  active?: boolean;
  /** Status and publication badges over the bottom edge. */
  badges?: ReactNode;
  /** Shown when there is no picture yet (a task on its way). */
  placeholder?: ReactNode;
  /** The picture is the page's largest above the fold: loaded at once, ahead of the others. */
  priority?: boolean;
  /** How wide the picture is shown (<img sizes>), for picking among the cover's copies; a grid cell by default. */
  sizes?: string;
}

/** My works' grid: two columns on a phone, cells of about 220-300 px on wider screens (works.css). */
export const WORK_GRID_SIZES = '(max-width: 600px) 50vw, 300px';

/**
 * A work's picture: the cover (or the image itself) loaded lazily with the 150 ms spinner rule, and for a video a
 * muted looping preview while the card is hovered or focused (not with reduced motion).
 */
export function WorkThumb({
  work,
  aspect,
  active = false,
  badges,
  placeholder,
  priority,
  sizes = WORK_GRID_SIZES,
}: WorkThumbProps) {
  const { t } = useTranslation(['works', 'common']);
  const reducedMotion = usePrefersReducedMotion();
  const kind = mediaKindOf(work);
  const thumbnail = thumbnailOf(work);
  const alt = work.prompt || t(`common:tools.${work.tool}`);
  const playPreview = kind === 'video' && !!work.url && active && !reducedMotion;
  // A finished video without a cover shows its own first frame.
  const firstFrame = kind === 'video' && !thumbnail && !!work.url;

  return (
    <span className="fw-work-thumb" style={{ '--fw-thumb-ratio': String(aspect) } as CSSProperties}>
      {thumbnail ? (
        <LazyImage
          src={thumbnail}
          // The copies are of the cover: an image shown without one has none.
          sources={thumbnail === work.cover ? work.coverSources : undefined}
          sizes={sizes}
          alt={alt}
          aspectRatio={aspect}
          priority={priority}
        />
      ) : firstFrame ? (
        <video className="fw-work-thumb__video" src={work.url ?? undefined} muted playsInline preload="metadata" />
      ) : (
        <span className="fw-work-thumb__placeholder">{placeholder ?? t('card.noPicture')}</span>
      )}
      {playPreview && (
        // A silent preview over the picture that already has its text alternative: hidden from assistive technology.
        <span className="fw-work-thumb__preview" aria-hidden="true">
          <video
            className="fw-work-thumb__video"
            src={work.url ?? undefined}
            poster={(work.cover ? posterOf(work) : thumbnail) ?? undefined}
            muted
            loop
            autoPlay
            playsInline
            tabIndex={-1}
          />
        </span>
      )}
      {(thumbnail || firstFrame) && (
        <span className="fw-work-thumb__kind" title={t(kind === 'video' ? 'card.video' : 'card.image')}>
          {kind === 'video' ? <VideoIcon /> : <ImageIcon />}
        </span>
      )}
      {badges && <span className="fw-work-thumb__badges">{badges}</span>}
    </span>
  );
}
