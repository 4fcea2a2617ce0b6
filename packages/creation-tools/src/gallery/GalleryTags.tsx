import './gallery.css';
import type { GalleryTag } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';

export interface GalleryTagsProps {
  /** null while the tags load: an empty row of the chips' height holds their place, so the grid does not move. */
  tags: readonly GalleryTag[] | null;
  /** The chosen tag's id; null for all works. */
  value: string | null;
  onChange(tag: string | null): void;
}

/** Tag chips over the gallery: one pressed at a time, "All" first; the row scrolls sideways on phones. */
export function GalleryTags({ tags, value, onChange }: GalleryTagsProps) {
  const { t } = useTranslation('works');
  if (tags === null) return <div className="fw-gallery-tags fw-gallery-tags--pending" aria-hidden="true" />;
  if (tags.length === 0) return null;
  const chip = (id: string | null, label: string) => (
    <li key={id ?? '*'}>
      <button
        type="button"
        className={cx('fw-gallery-chip', value === id && 'fw-gallery-chip--on')}
        aria-pressed={value === id}
        onClick={() => onChange(id)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav className="fw-gallery-tags" aria-label={t('gallery.tags')}>
      <ul className="fw-gallery-tags__list">
        {chip(null, t('gallery.allTags'))}
        {tags.map((tag) => chip(tag.id, tag.name))}
      </ul>
    </nav>
  );
}
