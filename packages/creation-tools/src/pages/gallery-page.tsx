import { GalleryView, startGalleryData } from '../gallery/GalleryView';

// The /gallery route's lazy chunk: `pages: { gallery: () => import('@framewise/creation-tools/gallery-page') }`.
// startData asks for the first page of works beside hydration (app-shell ScreenModule).
export default GalleryView;
export { startGalleryData as startData };
