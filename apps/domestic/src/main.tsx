import '@framewise/ui-kit/styles.css';
import '@framewise/app-shell/styles.css';
import { createShellApp } from '@framewise/app-shell';
import { buildConfig, environments } from './config';

// Composition root of the domestic build: region-specific services (login, payment and upload adapters) are chosen
// here and nowhere else. The foundation wires the shared services only; each adapter joins as its issue lands.
const app = createShellApp({ build: buildConfig, environments, regionServices: () => ({ region: 'cn' as const }) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
app.mount(root);
