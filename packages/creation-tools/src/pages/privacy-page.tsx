import { PrivacyPage } from '../content/LegalPage';

// The /privacy route's lazy chunk: `pages: { privacy: () => import('@framewise/creation-tools/privacy-page') }`.
export default PrivacyPage;
