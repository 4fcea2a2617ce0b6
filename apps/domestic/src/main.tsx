import '@framewise/ui-kit/styles.css';
import '@framewise/app-shell/styles.css';
import { createShellApp } from '@framewise/app-shell';
import { currentPageEnvironment, detectPageSurface } from './page-surface';
import { shellOptions } from './shell-options';

// The browser's start: hydrates the page's prerendered HTML (public pages) or renders the app (the others).
// Where the page runs is decided once, here: payments (QR, mobile pages, JSAPI), login and sharing follow it.
const app = createShellApp(shellOptions(window.location, detectPageSurface(currentPageEnvironment())));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void app.mount(root);
