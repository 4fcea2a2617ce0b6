// Shared Vite config of the two apps: React, the API proxy, and a lean production build.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the API serves; the app's dev and preview servers forward them so cookies stay first-party. */
const API_PATHS = ['/api', '/sandbox', '/passport', '/healthz', '/readyz'];

/**
 * @param {{ port: number }} options the app's own port (domestic 3000, overseas 3001)
 */
export function appConfig({ port }) {
  const target = process.env.FRAMEWISE_API ?? 'http://localhost:8080';
  const proxy = Object.fromEntries(API_PATHS.map((path) => [path, { target, changeOrigin: false, xfwd: true }]));
  return defineConfig(({ isSsrBuild }) => ({
    plugins: [react()],
    server: { port, strictPort: true, proxy },
    preview: { port, strictPort: true, proxy },
    // The SSR build is the prerender's entry (src/prerender.tsx): Node runs it once at build time, from .cache.
    build: isSsrBuild
      ? { target: 'node20', outDir: '.cache/ssr', emptyOutDir: true, copyPublicDir: false, reportCompressedSize: false }
      : {
          target: 'es2022',
          sourcemap: true,
          reportCompressedSize: false,
          // One stylesheet (about 13 KB gzip) linked from every page: a prerendered page is styled at first paint,
          // before the JavaScript that would load its screen's own CSS chunk runs.
          cssCodeSplit: false,
        },
  }));
}
