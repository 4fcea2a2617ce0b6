import './gallery.css';
import { galleryApi, type WorkPagesArgs, worksApi } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { Button, buttonClassName } from '@framewise/ui-kit';
import { useDeferredValue, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toolRoute } from '../config/tools';
import type { PageDataContext } from '../pages/page-data';
import { EmptyState } from '../works/EmptyState';
import { ExampleArt } from '../works/ExampleArt';
import { ListFooter } from '../works/ListFooter';
import { useWorkPages } from '../works/use-work-pages';
import { GalleryDetail, useOpenWork } from './GalleryDetail';
import { GalleryGrid } from './GalleryGrid';
import { GalleryTags } from './GalleryTags';
import { SORT_PARAM, TAG_PARAM } from './gallery-link';
import { GALLERY_TAG_TYPE, useGalleryTags } from './use-gallery-tags';

/** Works per list3 page of the gallery. */
const GALLERY_PAGE_SIZE = 30;
const SKELETONS = Array.from({ length: 8 }, (_, i) => `skeleton-${i}`);

export type GallerySort = 'new' | 'hot';

/** The sort of the page URL: newest unless it says hot. */
function sortFromSearch(params: URLSearchParams): GallerySort {
  return params.get(SORT_PARAM) === 'hot' ? 'hot' : 'new';
}

/** What the gallery asks list3 for, from the page's query string: the sort, the tag and the page size. */
export function galleryQuery(params: URLSearchParams): WorkPagesArgs {
  const tag = params.get(TAG_PARAM);
  return { scope: 'gallery', sort: sortFromSearch(params), limit: GALLERY_PAGE_SIZE, ...(tag ? { tag } : {}) };
}

/**
 * Asks for the gallery's first page and its tags (app-shell's ScreenModule.startData): the same requests GalleryView
 * makes, so their answers are in the cache when the view subscribes. The web server renders the page with them at
 * each request; in the browser they start beside hydration when the page came without them.
 */
export function startGalleryData({ dispatch, search }: PageDataContext): void {
  void dispatch(worksApi.endpoints.listWorkPages.initiate(galleryQuery(search), { subscribe: false }));
  void dispatch(galleryApi.endpoints.getGalleryTags.initiate(GALLERY_TAG_TYPE, { subscribe: false }));
}

/** /gallery: tag chips, newest / popular, the virtualised justified grid with infinite scroll, and the detail. */
export function GalleryView() {
  const { t } = useTranslation('works');
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const tag = search.get(TAG_PARAM);
  const sort = sortFromSearch(search);
  const tags = useGalleryTags();
  // A new object for each URL change (an opened work's ?work=): the api keys its cache by the serialised arguments.
  const query = useMemo(() => galleryQuery(search), [search]);
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

  // The grid (dozens of cards) renders at transition priority: React yields to input every few milliseconds instead
  // of one long task when a page of works arrives (right after hydration when startData asked early).
  const shown = useDeferredValue(pages.items);
  const loading =
    shown.length === 0 && (pages.status === 'loading' || pages.status === 'idle' || pages.items.length > 0);
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
        <GalleryGrid works={shown} onOpen={open} onNearEnd={pages.loadMore} />
      )}
      {/* With the works the grid shows: the end line appears with the rows above it, not before them (no shift). */}
      <ListFooter pages={{ ...pages, items: shown }} onMore={pages.loadMore} onRetry={pages.retry} />
      <GalleryDetail known={pages.items} />
    </section>
  );
}
