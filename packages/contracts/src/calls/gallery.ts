import { z } from 'zod';
import { defineCall } from '../call';

/** type: which tag set (a tool name, or 'gallery' for the explore page). */
export const galleryTagQuery = z.object({ type: z.string().min(1).max(32) });
export const galleryTag = z.object({ id: z.string(), name: z.string() });
export type GalleryTag = z.infer<typeof galleryTag>;

export const galleryCalls = {
  getGalleryTags: defineCall({
    method: 'GET',
    path: '/api/gallery/queryTag',
    query: galleryTagQuery,
    data: z.array(galleryTag),
    auth: 'none',
    summary: 'Tags that filter the public gallery',
  }),
} as const;
