import { useGetGalleryTagsQuery } from '@framewise/api-client';
import type { GalleryTag } from '@framewise/contracts';

/** The tag set the explore page filters by (the queryTag type of the gallery itself, not of one tool). */
export const GALLERY_TAG_TYPE = 'gallery';

const NONE: GalleryTag[] = [];

/**
 * Tags of GET /api/gallery/queryTag?type=: null while loading (the chips' row keeps its place), an empty list when
 * there are none or the call failed (no chips then).
 */
export function useGalleryTags(type: string = GALLERY_TAG_TYPE): GalleryTag[] | null {
  const { currentData, isError } = useGetGalleryTagsQuery(type);
  return currentData ?? (isError ? NONE : null);
}
