import { GalleryView } from '../gallery/GalleryView';

// The /gallery route's lazy chunk: `pages: { gallery: () => import('@framewise/creation-tools/gallery-page') }`.
export default GalleryView;
