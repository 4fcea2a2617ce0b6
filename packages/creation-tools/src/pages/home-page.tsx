import { HomePage } from '../home/HomePage';

// The home route's lazy chunk: `pages: { home: () => import('@framewise/creation-tools/home-page') }`.
export default HomePage;
