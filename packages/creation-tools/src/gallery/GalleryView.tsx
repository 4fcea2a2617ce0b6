import './gallery.css';
import { useTranslation } from '@framewise/i18n';
import { Button, buttonClassName } from '@framewise/ui-kit';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toolRoute } from '../config/tools';
import { EmptyState } from '../works/EmptyState';
import { ExampleArt } from '../works/ExampleArt';
import { ListFooter } from '../works/ListFooter';
import { useWorkPages } from '../works/use-work-pages';
import { GalleryDetail, useOpenWork } from './GalleryDetail';
import { GalleryGrid } from './GalleryGrid';
import { GalleryTags } from './GalleryTags';
import { SORT_PARAM, TAG_PARAM } from './gallery-link';
import { useGalleryTags } from './use-gallery-tags';

/** Works per list3 page of the gallery. */
const GALLERY_PAGE_SIZE = 30;
const SKELETONS = Array.from({ length: 8 }, (_, i) => `skeleton-${i}`);

export type GallerySort = 'new' | 'hot';

/** The sort of the page URL: newest unless it says hot. */
function sortFromSearch(params: URLSearchParams): GallerySort {
  return params.get(SORT_PARAM) === 'hot' ? 'hot' : 'new';
}

/** /gallery: tag chips, newest / popular, the virtualised justified grid with infinite scroll, and the detail. */
export function GalleryView() {
  const { t } = useTranslation('works');
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const tag = search.get(TAG_PARAM);
  const sort = sortFromSearch(search);
  const tags = useGalleryTags();
  const query = useMemo(
    () => ({ scope: 'gallery' as const, sort, limit: GALLERY_PAGE_SIZE, ...(tag ? { tag } : {}) }),
    [sort, tag],
  );
  const pages = useWorkPages(query);
  const open = useOpenWork();

  const setParam = (name: string, value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const loading = pages.items.length === 0 && (pages.status === 'loading' || pages.status === 'idle');
  const empty = pages.items.length === 0 && pages.status === 'ready';

  return (
    <section className="fw-gallery-page" aria-labelledby={titleId}>
      <header className="fw-gallery-head">
        <div>
          <h1 id={titleId}>{t('gallery.title')}</h1>
          <p className="fw-gallery-muted">{t('gallery.subtitle')}</p>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form field set */}
        <div className="fw-gallery-sort" role="group" aria-label={t('gallery.sort')}>
          <button type="button" aria-pressed={sort === 'new'} onClick={() => setParam(SORT_PARAM, null)}>
            {t('gallery.sortNew')}
          </button>
          <button type="button" aria-pressed={sort === 'hot'} onClick={() => setParam(SORT_PARAM, 'hot')}>
            {t('gallery.sortHot')}
          </button>
        </div>
      </header>
      <GalleryTags tags={tags} value={tag} onChange={(next) => setParam(TAG_PARAM, next)} />

      {loading ? (
        <div className="fw-gallery-skeleton" aria-busy="true">
          <span className="fw-visually-hidden">{t('list.loading')}</span>
          {SKELETONS.map((key) => (
            <span key={key} className="fw-gallery-skeleton__tile" aria-hidden="true" />
          ))}
        </div>
      ) : empty ? (
        tag ? (
          <EmptyState
            title={t('gallery.tagEmptyTitle')}
            action={
              <Button variant="secondary" onClick={() => setParam(TAG_PARAM, null)}>
                {t('gallery.tagEmptyAction')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('gallery.emptyTitle')}
            body={t('gallery.emptyBody')}
            art={<ExampleArt tool="ai_video" />}
            action={
              <Link className={buttonClassName()} to={toolRoute('ai_video')}>
                {t('gallery.emptyAction')}
              </Link>
            }
          />
        )
      ) : (
        <GalleryGrid works={pages.items} onOpen={open} onNearEnd={pages.loadMore} />
      )}
      <ListFooter pages={pages} onMore={pages.loadMore} onRetry={pages.retry} />
      <GalleryDetail known={pages.items} />
    </section>
  );
}
