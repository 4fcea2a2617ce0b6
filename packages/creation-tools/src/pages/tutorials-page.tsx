import { TutorialsPage } from '../content/TutorialsPage';

// The /tutorials route's lazy chunk: `pages: { tutorials: () => import('@framewise/creation-tools/tutorials-page') }`.
export default TutorialsPage;
