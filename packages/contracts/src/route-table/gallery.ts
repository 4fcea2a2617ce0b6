import { defineRoutes } from '../route';

export const galleryRoutes = defineRoutes({
  getGalleryTags: {
    method: 'GET',
    path: '/api/gallery/queryTag',
    auth: 'none',
    summary: 'Tags that filter the public gallery',
  },
});
