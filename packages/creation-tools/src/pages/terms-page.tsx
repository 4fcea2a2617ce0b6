import { TermsPage } from '../content/LegalPage';

// The /terms route's lazy chunk: `pages: { terms: () => import('@framewise/creation-tools/terms-page') }`.
export default TermsPage;
