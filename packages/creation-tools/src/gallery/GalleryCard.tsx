import './gallery.css';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { useState } from 'react';
import { WorkThumb } from '../works/WorkThumb';

export interface GalleryCardProps {
  work: Work;
  /** The picture's ratio as laid out, width / height. */
  aspect: number;
  /** Its place in the measured grid; without it the card fills its cell (the CSS layout, gallery.css). */
  size?: { width: number; height: number };
  /** How wide the picture is shown (<img sizes>): its width in the measured grid unless given. */
  sizes?: string;
  onOpen(work: Work): void;
  /** In the first row: its picture is fetched at once, ahead of the rest (the page's largest paint). */
  priority?: boolean;
}

/** A public work in the gallery: the real picture at its own ratio, a muted preview on hover, author and prompt. */
export function GalleryCard({ work, aspect, size, sizes, onOpen, priority }: GalleryCardProps) {
  const { t } = useTranslation(['works', 'common']);
  const [active, setActive] = useState(false);
  const title = work.prompt || t(`common:tools.${work.tool}`);
  const author = work.author.nickname || t('detail.anonymous');
  return (
    <button
      type="button"
      className="fw-gallery-card"
      style={size ? { width: size.width, height: size.height } : undefined}
      aria-label={t('card.open', { title })}
      onClick={() => onOpen(work)}
      onPointerEnter={() => setActive(true)}
      onPointerLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
    >
      <WorkThumb
        work={work}
        aspect={aspect}
        active={active}
        priority={priority}
        sizes={sizes ?? (size ? `${Math.ceil(size.width)}px` : undefined)}
      />
      <span className="fw-gallery-card__caption" aria-hidden="true">
        <span className="fw-gallery-card__prompt">{title}</span>
        <span className="fw-gallery-card__author">{t('gallery.by', { name: author })}</span>
      </span>
    </button>
  );
}
