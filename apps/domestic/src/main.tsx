import '@framewise/ui-kit/styles.css';
import '@framewise/app-shell/styles.css';
import { createShellApp, yieldToMain } from '@framewise/app-shell';
import { currentPageEnvironment, detectPageSurface } from './page-surface';
import { shellOptions } from './shell-options';

// The browser's start: hydrates the page's prerendered HTML (public pages) or renders the app (the others).
// Where the page runs is decided once, here: payments (QR, mobile pages, JSAPI), login and sharing follow it.
// It starts in the task after the entry's own evaluation, so neither is one long task on a phone.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void yieldToMain().then(() =>
  createShellApp(shellOptions(window.location, detectPageSurface(currentPageEnvironment()))).mount(root),
);
