// The server-side entry (vite build --ssr): renders the public pages with React's server renderer, at build time
// (tooling/web/prerender.mjs writes them as HTML files beside the client build) and, for a page whose first
// screenful needs the API (the gallery), again at each request (tooling/web/serve-app.mjs).
import {
  prerenderShellSite,
  type RequestRenderOptions,
  renderShellPageAtRequest,
} from '@framewise/app-shell/prerender';
import { shellOptions } from './shell-options';

export const renderSite = () => prerenderShellSite(shellOptions());
export const renderPage = (url: string, request: RequestRenderOptions) =>
  renderShellPageAtRequest(shellOptions(), url, request);
