// The build-time entry (vite build --ssr): renders the public pages with React's server renderer; see
// tooling/web/prerender.mjs, which writes them as HTML files beside the client build.
import { prerenderShellSite } from '@framewise/app-shell/prerender';
import { shellOptions } from './shell-options';

// Pages are rendered as on a desktop; what differs on phones (pay scenes, login form) appears on use, after hydration.
export const renderSite = () => prerenderShellSite(shellOptions({ hostname: 'localhost', search: '' }, 'desktop'));
