import { z } from 'zod';
import { defineCalls } from '../call';
import { galleryRoutes } from '../route-table/gallery';

/** type: which tag set (a tool name, or 'gallery' for the explore page). */
const galleryTagQuery = z.object({ type: z.string().min(1).max(32) });
export const galleryTag = z.object({ id: z.string(), name: z.string() });
export type GalleryTag = z.infer<typeof galleryTag>;

export const galleryCalls = defineCalls(galleryRoutes, {
  getGalleryTags: { query: galleryTagQuery, data: z.array(galleryTag) },
});
