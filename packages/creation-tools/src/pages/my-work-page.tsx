import { MyWorksPage, startMyWorksData } from '../works/MyWorksPage';

// The /my-work route's lazy chunk: `pages: { myWork: () => import('@framewise/creation-tools/my-work-page') }`.
// startData asks for the first page and the empty state's example (app-shell ScreenModule): the web server renders
// the page with them for the request's session.
export default MyWorksPage;
export { startMyWorksData as startData };
