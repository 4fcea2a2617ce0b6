import type { Work } from '@framewise/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useDrawSame } from '../works/use-draw-same';
import { WorkDetailModal } from '../works/WorkDetailModal';
import { galleryLinkOf, WORK_PARAM, withWorkParam } from './gallery-link';

export interface GalleryDetailProps {
  /** Works already loaded, shown at once while the detail loads. */
  known?: readonly Work[];
}

/**
 * The detail modal of the work named by ?work= in the page URL: a copied link opens it directly, Back closes it.
 * Offers draw same and copy link.
 */
export function GalleryDetail({ known = [] }: GalleryDetailProps) {
  const [search, setSearch] = useSearchParams();
  const id = search.get(WORK_PARAM);
  const drawSame = useDrawSame('gallery');
  const close = useCallback(() => setSearch((prev) => withWorkParam(prev, null)), [setSearch]);
  return (
    <WorkDetailModal
      id={id}
      initial={known.find((w) => w.id === id)}
      variant="gallery"
      onClose={close}
      onDrawSame={drawSame}
      linkOf={(work) => galleryLinkOf(work.id, window.location.origin)}
    />
  );
}

/** Opens a work's detail over the current page by putting its id in the URL. */
export function useOpenWork(): (work: Pick<Work, 'id'>) => void {
  const [, setSearch] = useSearchParams();
  return useCallback((work) => setSearch((prev) => withWorkParam(prev, work.id)), [setSearch]);
}
