import { MyWorksPage } from '../works/MyWorksPage';

// The /my-work route's lazy chunk: `pages: { myWork: () => import('@framewise/creation-tools/my-work-page') }`.
export default MyWorksPage;
