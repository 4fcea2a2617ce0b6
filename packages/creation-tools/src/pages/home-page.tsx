import { askHomeEarly, HomePage } from '../home/HomePage';

// The home route's lazy chunk: `pages: { home: () => import('@framewise/creation-tools/home-page') }`.
// The highlights are asked for in the browser beside hydration (app-shell ScreenModule.askEarly).
export default HomePage;
export { askHomeEarly as askEarly };
