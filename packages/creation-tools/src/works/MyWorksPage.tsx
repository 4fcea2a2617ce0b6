import './works.css';
import { configApi, type WorkPagesArgs, worksApi } from '@framewise/api-client';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button, useHydrated, useToast } from '@framewise/ui-kit';
import { type CSSProperties, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExtendDialog } from '../extend/ExtendDialog';
import { galleryLinkOf, WORK_PARAM, withWorkParam } from '../gallery/gallery-link';
import type { PageDataContext } from '../pages/page-data';
import { useAnyWorkEvent, WORK_EVENT, workEvents } from '../tasks/events';
import { DeleteWorksDialog } from './DeleteWorksDialog';
import { EmptyState } from './EmptyState';
import { ExampleArt } from './ExampleArt';
import { DownloadIcon, TrashIcon } from './icons';
import { ListFooter } from './ListFooter';
import {
  pruneSelected,
  refundableOf,
  SELECTION_MAX,
  toggleAll,
  toggleSelected,
  zipPercent,
  zipPlanOf,
} from './selection';
import { useDrawSame } from './use-draw-same';
import { useLiveStatuses } from './use-live-statuses';
import { useTryExample } from './use-try-example';
import { useWorkPages } from './use-work-pages';
import { useZipDownload } from './use-zip-download';
import { WorkCard } from './WorkCard';
import { WorkDetailModal } from './WorkDetailModal';
import { WorkFiltersBar } from './WorkFiltersBar';
import { filtersFromSearch, filtersToQuery, filtersToSearch, isFiltered, type WorkFilters } from './work-filters';

/** Works per list3 page: a few rows of the grid at a time. */
const MY_WORKS_PAGE_SIZE = 24;
const SKELETONS = Array.from({ length: 8 }, (_, i) => `skeleton-${i}`);
/** The tool whose example an empty my works (and a visitor's) shows, and whose example "try it" starts. */
const EMPTY_STATE_TOOL = 'img2video';

/** A visitor's my works: what it would hold, and the way to log in. */
function LoginPrompt() {
  const { t } = useTranslation('works');
  const dispatch = useAppDispatch();
  return (
    <EmptyState
      title={t('myWorks.loginTitle')}
      body={t('myWorks.loginBody')}
      art={<ExampleArt tool={EMPTY_STATE_TOOL} />}
      action={
        <Button onClick={() => dispatch(uiActions.setVisibleLoginModal(true))}>{t('myWorks.loginAction')}</Button>
      }
    />
  );
}

/** What MyWorksList asks for its first page, from the page's query string (its filters). */
export function myWorksQuery(search: URLSearchParams): WorkPagesArgs {
  return { scope: 'mine', limit: MY_WORKS_PAGE_SIZE, ...filtersToQuery(filtersFromSearch(search)) };
}

/**
 * Asks for what my works shows first (app-shell's ScreenModule.startData): a signed-in user's first page of works,
 * and the example that the empty list and a visitor's login prompt both show.
 */
export function startMyWorksData({ dispatch, search }: PageDataContext): void {
  void dispatch(configApi.endpoints.getToolExamples.initiate(EMPTY_STATE_TOOL, { subscribe: false }));
  void dispatch((next, getState) => {
    if (selectIsLoggedIn(getState())) {
      void next(worksApi.endpoints.listWorkPages.initiate(myWorksQuery(search), { subscribe: false }));
    }
  });
}

/** /my-work: the user's works with filters, live statuses, the detail, selection, zip download and delete. */
export function MyWorksPage() {
  const { t } = useTranslation('works');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // A page prerendered at build time (and the render that hydrates it) cannot know who is there: it shows the
  // heading only, and the list or the login prompt follows right after hydration (no login prompt flashing for a
  // user). A page rendered for the request knew its session (app-shell): it shows either at once.
  const sessionKnown = useAppSelector((state) => state.ui.sessionKnown);
  const known = useHydrated() || sessionKnown;
  const titleId = useId();
  return (
    <section className="fw-works-page" aria-labelledby={titleId}>
      <header className="fw-works-page__head">
        <div>
          <h1 id={titleId} className="fw-works-page__title">
            {t('myWorks.title')}
          </h1>
          <p className="fw-works-muted">{t('myWorks.subtitle')}</p>
        </div>
      </header>
      {!known ? null : loggedIn ? <MyWorksList /> : <LoginPrompt />}
    </section>
  );
}

function MyWorksList() {
  const { t } = useTranslation('works');
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const openId = search.get(WORK_PARAM);
  const query = useMemo(() => myWorksQuery(search), [search]);
  const pages = useWorkPages(query);
  const queue = useLiveStatuses(pages.items, { onSettled: pages.refresh });
  const drawSame = useDrawSame('mine');
  const tryExample = useTryExample(EMPTY_STATE_TOOL);
  const zip = useZipDownload();
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<readonly string[]>([]);
  const [extending, setExtending] = useState<Work | null>(null);
  const toast = useToast();
  const { t: tTools } = useTranslation('tools');

  // A task finished or was added by a tool screen (this tab or the task panel): show it. An extension started here
  // is on the cached pages already when it belongs there (the generate answer put it there), so it asks nothing.
  const startedHere = useRef(new Set<string>());
  useAnyWorkEvent((type, work) => {
    if (type === WORK_EVENT.refreshPoints || !work) return;
    if (startedHere.current.has(work.id) || pages.items.some((item) => item.id === work.id)) return;
    pages.refresh();
  });

  useEffect(() => setSelected((prev) => (prev.size === 0 ? prev : pruneSelected(prev, pages.items))), [pages.items]);

  const setFilters = (next: WorkFilters) => setSearch(filtersToSearch(next, search), { replace: true });
  const open = (work: Work) => setSearch(withWorkParam(search, work.id));
  const close = useCallback(() => setSearch((prev) => withWorkParam(prev, null)), [setSearch]);
  // The delete mutation already dropped them from the cached pages.
  const removed = (ids: string[]) => {
    if (openId && ids.includes(openId)) close();
  };
  const toggle = (work: Work) => setSelected((prev) => toggleSelected(prev, work.id));
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const allSelected = pages.items.length > 0 && pages.items.slice(0, SELECTION_MAX).every((w) => selected.has(w.id));
  const initialLoading = pages.items.length === 0 && (pages.status === 'loading' || pages.status === 'idle');

  return (
    <>
      <div className="fw-works-page__head">
        <WorkFiltersBar value={filters} onChange={setFilters} />
        {pages.items.length > 0 &&
          (selecting ? (
            <Button variant="secondary" size="sm" onClick={stopSelecting}>
              {t('select.done')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setSelecting(true)}>
              {t('select.start')}
            </Button>
          ))}
      </div>

      {selecting && (
        <div className="fw-works-toolbar" role="toolbar" aria-label={t('select.start')}>
          <span className="fw-works-toolbar__count" aria-live="polite">
            {t('select.count', { count: selected.size })}
            {selected.size >= SELECTION_MAX && ` · ${t('select.max', { max: SELECTION_MAX })}`}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setSelected((prev) => toggleAll(prev, pages.items))}>
            {allSelected ? t('select.none') : t('select.all')}
          </Button>
          <Button
            size="sm"
            iconStart={<DownloadIcon />}
            disabled={selected.size === 0 || zip.progress !== null}
            loading={zip.progress !== null}
            onClick={() => void zip.start(zipPlanOf(pages.items, selected))}
          >
            {t('select.zip')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            iconStart={<TrashIcon />}
            disabled={selected.size === 0}
            onClick={() => setDeleting([...selected])}
          >
            {t('select.delete')}
          </Button>
          {zip.progress && (
            <div className="fw-works-progress">
              <span>
                {t('download.zipping')} {zipPercent(zip.progress)}%
              </span>
              <div
                className="fw-works-progress__bar"
                role="progressbar"
                aria-label={t('download.zipping')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={zipPercent(zip.progress)}
              >
                <div
                  className="fw-works-progress__fill"
                  style={{ '--fw-progress': `${zipPercent(zip.progress)}%` } as CSSProperties}
                />
              </div>
              <div>
                <Button variant="ghost" size="sm" onClick={zip.cancel}>
                  {t('download.cancel')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}

      {initialLoading ? (
        <ul className="fw-works-grid" aria-busy="true" aria-label={t('list.loading')}>
          {SKELETONS.map((key) => (
            <li key={key} className="fw-works-skeleton" />
          ))}
        </ul>
      ) : pages.items.length === 0 && pages.status === 'ready' ? (
        isFiltered(filters) ? (
          <EmptyState
            title={t('myWorks.filteredTitle')}
            body={t('myWorks.filteredBody')}
            action={
              <Button variant="secondary" onClick={() => setFilters({ tool: 'all', date: 'all', from: '', to: '' })}>
                {t('filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('myWorks.emptyTitle')}
            body={t('myWorks.emptyBody')}
            art={<ExampleArt tool={EMPTY_STATE_TOOL} />}
            action={<Button onClick={tryExample}>{t('myWorks.emptyAction')}</Button>}
          />
        )
      ) : (
        pages.items.length > 0 && (
          <ul className="fw-works-grid" aria-label={t('myWorks.title')}>
            {pages.items.map((work, index) => (
              <li key={work.id}>
                <WorkCard
                  work={work}
                  // The first row on a phone (two cells) holds the page's largest picture above the fold.
                  priority={index < 2}
                  queuePosition={queue.get(work.id) ?? null}
                  selecting={selecting}
                  selected={selected.has(work.id)}
                  onToggle={toggle}
                  onOpen={open}
                />
              </li>
            ))}
          </ul>
        )
      )}

      <ListFooter pages={pages} onMore={pages.loadMore} onRetry={pages.retry} />

      <WorkDetailModal
        id={openId}
        initial={pages.items.find((w) => w.id === openId)}
        variant="mine"
        onClose={close}
        onDelete={(work) => setDeleting([work.id])}
        onDrawSame={drawSame}
        onExtend={setExtending}
        linkOf={(work) => galleryLinkOf(work.id, window.location.origin)}
      />
      <ExtendDialog
        source={extending}
        onClose={() => setExtending(null)}
        onSubmitted={(answer) => {
          setExtending(null);
          close();
          toast.show({ type: 'success', text: tTools('extendVideo.started') });
          // The generate answer put the new work on the list and brought the new balance; the list follows its
          // status like any other.
          startedHere.current.add(answer.id);
          workEvents.emitWork({ tool: 'extend', id: answer.id, status: answer.status });
        }}
      />
      <DeleteWorksDialog
        ids={deleting}
        refundable={refundableOf(pages.items, deleting)}
        onClose={() => setDeleting([])}
        onDeleted={(ids) => {
          removed(ids);
          setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
        }}
      />
    </>
  );
}
