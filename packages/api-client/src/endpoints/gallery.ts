import type { GalleryTag } from '@framewise/contracts';
import { api, callRequest } from '../base-api';

/** The gallery domain: the tags the explore page filters by (the works themselves are the works domain's). */
export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGalleryTags: build.query<GalleryTag[], string>({
      query: (type) => callRequest('getGalleryTags', { query: { type } }),
      providesTags: (_r, _e, type) => [{ type: 'Gallery', id: `tags:${type}` }],
    }),
  }),
});

export const { useGetGalleryTagsQuery } = galleryApi;
