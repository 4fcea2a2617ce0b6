import './home.css';
import '../gallery/gallery.css';
import { configApi, worksApi } from '@framewise/api-client';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { buttonClassName, LazyImage } from '@framewise/ui-kit';
import { useDeferredValue, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { toolRoute } from '../config/tools';
import { useToolAvailability } from '../config/use-tool-setup';
import { GalleryCard } from '../gallery/GalleryCard';
import { GalleryDetail, useOpenWork } from '../gallery/GalleryDetail';
import { GALLERY_GAP } from '../gallery/GalleryGrid';
import { GALLERY_PATH } from '../gallery/gallery-link';
import { justifyRows, targetRowHeight } from '../gallery/justify-rows';
import { useElementBox } from '../gallery/use-element-width';
import type { PageDataContext } from '../pages/page-data';
import { ExampleArt } from '../works/ExampleArt';
import { LoopVideo } from '../works/LoopVideo';
import { useBrand } from '../works/services';
import { useWorkPages } from '../works/use-work-pages';
import { aspectOf, posterOf, thumbnailOf } from '../works/work-media';
import { examplesByTool, HOME_TOOLS, type HomeTool, highlightRows } from './home-tools';

/** Public works the home page loads: enough for three rows of highlights and an example per tool. */
const HOME_HIGHLIGHTS = 24;
const HIGHLIGHTS_QUERY = { scope: 'gallery', sort: 'hot', limit: HOME_HIGHLIGHTS } as const;
const HIGHLIGHT_ROWS = 3;
/** A tool card's picture: two columns on a phone, cells of 240 px and up on wider screens (home.css). */
const TOOL_MEDIA_SIZES = '(max-width: 600px) 50vw, 320px';

/**
 * A tool entry's picture: its example among the highlights; once they are in and hold none, the tool's own best
 * public work (a seeded example on a fresh install) or its drawing; nothing while the highlights load.
 */
function ToolMedia({ tool, example, settled }: { tool: HomeTool; example?: Work; settled: boolean }) {
  const { t } = useTranslation(['works', 'common']);
  const label = t('home.exampleOf', { tool: t(`common:tools.${tool}`) });
  const cover = example ? thumbnailOf(example) : null;
  if (example?.url && tool !== 'upscale')
    return (
      <LoopVideo src={example.url} poster={(example.cover ? posterOf(example) : cover) ?? undefined} label={label} />
    );
  if (cover)
    return (
      <LazyImage
        src={cover}
        sources={cover === example?.cover ? example.coverSources : undefined}
        sizes={TOOL_MEDIA_SIZES}
        alt={label}
        aspectRatio={16 / 9}
      />
    );
  return settled ? <ExampleArt tool={tool} /> : null;
}

function ToolEntry({ tool, example, settled }: { tool: HomeTool; example?: Work; settled: boolean }) {
  const { t } = useTranslation(['works', 'common']);
  const name = t(`common:tools.${tool}`);
  return (
    <Link className="fw-home-tool" to={toolRoute(tool)}>
      <span className="fw-home-tool__media">
        <ToolMedia tool={tool} example={example} settled={settled} />
      </span>
      <span className="fw-home-tool__text">
        <strong>{name}</strong>
        <span className="fw-home-muted">{t(`home.tools.${tool}.desc`)}</span>
      </span>
    </Link>
  );
}

function Highlights({ works }: { works: readonly Work[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { width } = useElementBox(ref);
  const open = useOpenWork();
  const rows = useMemo(
    () =>
      highlightRows(
        justifyRows(works, aspectOf, { containerWidth: width, targetHeight: targetRowHeight(width), gap: GALLERY_GAP }),
        HIGHLIGHT_ROWS,
      ),
    [works, width],
  );
  return (
    <div ref={ref} className="fw-gallery-rows" style={{ gap: GALLERY_GAP }}>
      {rows.map((row) => (
        <div key={row.start} className="fw-gallery-row" style={{ gap: GALLERY_GAP, height: row.height }}>
          {row.items.map(({ item, width: w, height: h }) => (
            <GalleryCard key={item.id} work={item} aspect={w / h} size={{ width: w, height: h }} onOpen={open} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The home page's early requests (app-shell's ScreenModule.askEarly): the highlights and which tools are offered,
 * the same requests HomePage makes once hydrated, so they are under way before it instead of starting in the task
 * right after hydration.
 */
export function askHomeEarly({ dispatch }: Pick<PageDataContext, 'dispatch'>): void {
  void dispatch(worksApi.endpoints.listWorkPages.initiate(HIGHLIGHTS_QUERY, { subscribe: false }));
  void dispatch(configApi.endpoints.getToolAvailability.initiate(undefined, { subscribe: false }));
}

/**
 * Home: the promise and two ways in, the tool entries (each with a looping example from the gallery, or a drawing
 * when the tool has no public work; tools the engine does not offer are left out) and highlights of the gallery.
 * Real works rank first on the server, so seeded examples show only where no real work does yet.
 */
export function HomePage() {
  const { t } = useTranslation(['works', 'common']);
  const { t: tApp } = useTranslation('app');
  const brand = useBrand();
  const heroId = useId();
  const toolsId = useId();
  const highlightsId = useId();
  const highlights = useWorkPages(HIGHLIGHTS_QUERY);
  // The works (tool entries' videos, the highlight rows) render at transition priority when they arrive: React yields
  // to input every few milliseconds instead of one long task.
  const works = useDeferredValue(highlights.items);
  const examples = useMemo(() => examplesByTool(works), [works]);
  const settled = (highlights.status === 'ready' || highlights.status === 'failed') && works === highlights.items;
  const offered = useToolAvailability(HOME_TOOLS);
  const tools = HOME_TOOLS.filter((tool) => offered[tool] !== false);

  return (
    <div className="fw-home-page">
      <section className="fw-home-hero" aria-labelledby={heroId}>
        <p className="fw-home-hero__eyebrow">
          {tApp(`brand.${brand}`)} · {t('home.eyebrow')}
        </p>
        <h1 id={heroId}>{t('home.title')}</h1>
        <p className="fw-home-muted fw-home-hero__subtitle">{t('home.subtitle')}</p>
        <div className="fw-home-hero__actions">
          <Link className={buttonClassName({ size: 'lg' })} to={toolRoute('ai_video')}>
            {t('home.start')}
          </Link>
          <Link className={buttonClassName({ size: 'lg', variant: 'secondary' })} to={GALLERY_PATH}>
            {t('home.explore')}
          </Link>
        </div>
      </section>

      <section aria-labelledby={toolsId}>
        <h2 id={toolsId}>{t('home.toolsTitle')}</h2>
        <ul className="fw-home-tools">
          {tools.map((tool) => (
            <li key={tool}>
              <ToolEntry tool={tool} example={examples[tool]} settled={settled} />
            </li>
          ))}
        </ul>
      </section>

      {works.length > 0 && (
        <section aria-labelledby={highlightsId}>
          <div className="fw-home-section-head">
            <h2 id={highlightsId}>{t('home.highlights')}</h2>
            <Link to={GALLERY_PATH}>{t('home.seeAll')}</Link>
          </div>
          <Highlights works={works} />
        </section>
      )}
      <GalleryDetail known={highlights.items} />
    </div>
  );
}
