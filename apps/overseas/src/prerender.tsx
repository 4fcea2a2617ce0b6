// The build-time entry (vite build --ssr): renders the public pages with React's server renderer; see
// tooling/web/prerender.mjs, which writes them as HTML files beside the client build.
import { prerenderShellSite } from '@framewise/app-shell/prerender';
import { shellOptions } from './shell-options';

export const renderSite = () => prerenderShellSite(shellOptions());
