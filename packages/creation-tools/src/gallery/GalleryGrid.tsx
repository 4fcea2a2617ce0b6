import './gallery.css';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef } from 'react';
import { aspectOf } from '../works/work-media';
import { GalleryCard, type GalleryCardProps } from './GalleryCard';
import { clampAspect, justifyRows, nearEnd, targetRowHeight } from './justify-rows';
import { useElementBox } from './use-element-width';

/** Space between pictures, in px (the 4 px grid's second step). */
export const GALLERY_GAP = 8;

/**
 * Works the CSS layout shows before the width is known (the server's render): a few rows on any screen. The first
 * few are fetched first, as the first row's pictures (the page's largest paint) are among them.
 */
const FLOW_CELLS = 24;
const FLOW_PRIORITY = 3;

/** <img sizes> of a cell in the CSS layout: about its ratio times the row height of each container width. */
function flowSizes(aspect: number): string {
  const at = (width: number) => `${Math.ceil(aspect * targetRowHeight(width) * 1.25)}px`;
  return `(max-width: 479px) ${at(479)}, (max-width: 899px) ${at(899)}, ${at(900)}`;
}

/** One list item of the grid: a work's card in its place (the CSS rows' or the measured one). */
function GalleryCell({ style, ...card }: GalleryCardProps & { style: CSSProperties }) {
  return (
    <li className="fw-gallery-cell" style={style}>
      <GalleryCard {...card} />
    </li>
  );
}

export interface GalleryGridProps {
  works: readonly Work[];
  onOpen(work: Work): void;
  /** The rows shown reach close to the end: time for the next page. */
  onNearEnd(): void;
}

/**
 * The gallery's justified rows, virtualised over the window scroll: only the rows near the viewport are in the
 * page (each picture placed absolutely in one list), so thousands of works scroll as smoothly as twenty.
 */
export function GalleryGrid({ works, onOpen, onNearEnd }: GalleryGridProps) {
  const { t } = useTranslation('works');
  const ref = useRef<HTMLUListElement>(null);
  const { width, top } = useElementBox(ref);
  const rows = useMemo(
    () =>
      justifyRows(works, aspectOf, { containerWidth: width, targetHeight: targetRowHeight(width), gap: GALLERY_GAP }),
    [works, width],
  );
  // Row heights are computed, not measured: new callbacks with a new layout make the virtualiser re-read them.
  const estimateSize = useCallback((index: number) => (rows[index]?.height ?? 0) + GALLERY_GAP, [rows]);
  const getItemKey = useCallback((index: number) => rows[index]?.items[0]?.item.id ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    getItemKey,
    overscan: 3,
    scrollMargin: top,
  });

  const visible = virtualizer.getVirtualItems();
  const lastIndex = visible[visible.length - 1]?.index ?? -1;
  const onNearEndRef = useRef(onNearEnd);
  onNearEndRef.current = onNearEnd;
  useEffect(() => {
    if (rows.length > 0 && nearEnd(lastIndex, rows.length)) onNearEndRef.current();
  }, [lastIndex, rows.length]);

  if (width === 0) {
    // Not measured yet (the server's render and the one that hydrates it): CSS lays the first works out in the same
    // rows (gallery.css), so the pictures are in the page's HTML. The same cells then take their measured places:
    // React keeps the elements (same keys, same GalleryCell), the pictures are not fetched or painted again.
    return (
      <ul ref={ref} className="fw-gallery-grid fw-gallery-grid--flow" aria-label={t('gallery.grid')}>
        {works.slice(0, FLOW_CELLS).map((work, index) => {
          const aspect = clampAspect(aspectOf(work));
          return (
            <GalleryCell
              key={work.id}
              style={{ '--fw-cell-aspect': String(aspect) } as CSSProperties}
              work={work}
              aspect={aspect}
              sizes={flowSizes(aspect)}
              onOpen={onOpen}
              priority={index < FLOW_PRIORITY}
            />
          );
        })}
      </ul>
    );
  }

  return (
    <ul
      ref={ref}
      className="fw-gallery-grid"
      aria-label={t('gallery.grid')}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {visible.flatMap((virtualRow) => {
        const row = rows[virtualRow.index];
        if (!row) return [];
        let x = 0;
        return row.items.map(({ item, width: w, height: h }) => {
          const left = x;
          x += w + GALLERY_GAP;
          return (
            <GalleryCell
              key={item.id}
              // Placed by left/top, not a transform: the cells keep the layout positions the CSS rows gave them,
              // which a transform would not (Chrome counts a move in layout compensated by a transform as a shift).
              style={{ left, top: virtualRow.start - top }}
              work={item}
              aspect={w / h}
              size={{ width: w, height: h }}
              onOpen={onOpen}
              priority={virtualRow.index === 0}
            />
          );
        });
      })}
    </ul>
  );
}
