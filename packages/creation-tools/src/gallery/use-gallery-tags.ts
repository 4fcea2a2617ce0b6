import type { GalleryTag } from '@framewise/contracts';
import { useEffect, useState } from 'react';
import { useHttp } from '../works/services';

/** The tag set the explore page filters by (the queryTag type of the gallery itself, not of one tool). */
export const GALLERY_TAG_TYPE = 'gallery';

/**
 * Tags of GET /api/gallery/queryTag?type=: null while loading (the chips' row keeps its place), an empty list when
 * there are none or the call failed (no chips then).
 */
export function useGalleryTags(type: string = GALLERY_TAG_TYPE): GalleryTag[] | null {
  const http = useHttp();
  const [tags, setTags] = useState<{ type: string; list: GalleryTag[] } | null>(null);
  useEffect(() => {
    let live = true;
    http.call('getGalleryTags', { query: { type } }).then(
      (list) => live && setTags({ type, list }),
      () => live && setTags({ type, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [http, type]);
  return tags?.type === type ? tags.list : null;
}
