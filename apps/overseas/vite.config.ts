import { appConfig } from '@framewise/tooling/vite';

export default appConfig({ port: 3001 });
