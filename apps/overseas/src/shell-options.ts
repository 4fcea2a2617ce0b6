import { lazySlot, type ShellAppOptions } from '@framewise/app-shell';
import { appPages, appTaskSlots } from '@framewise/creation-tools/app-pages';
import { lazyUploadServices } from '@framewise/upload';
import { buildConfig, environments } from './config';

/**
 * Composition root of the overseas build: region-specific services (login, payment and upload adapters) are chosen
 * here and nowhere else; the screens every build shares come from the packages (appPages), the account screens
 * from @framewise/auth (loaded on first use by the shell). main.tsx mounts it; prerender.tsx renders its public
 * pages at build time.
 */
export function shellOptions() {
  // Google sign-in runs through the API (/passport/google).
  const slots = {
    // The header's tray of running tasks and the follower that announces their endings on every page.
    TaskTray: lazySlot(appTaskSlots.TaskTray),
    TaskFollower: lazySlot(appTaskSlots.TaskFollower),
    LoginPanel: lazySlot(() => import('@framewise/auth/google').then((module) => module.overseasLoginPanel())),
    // Points and plans by card: Stripe Checkout (the server's checkout url; the key only for a session-only answer).
    PointPanel: lazySlot(() =>
      import('@framewise/payments/stripe').then((module) =>
        module.overseasPointPanel({ publishableKey: import.meta.env.VITE_STRIPE_PK }),
      ),
    ),
  };

  return {
    build: buildConfig,
    environments,
    // Account menu, profile and activation-code screens, and the session restore at start.
    account: () => import('@framewise/auth'),
    slots,
    // Screens of shared packages, each its own chunk loaded with its route.
    pages: appPages,
    // Upload components reach the engine through this provider; the engine itself (compression, drivers) is a
    // separate chunk loaded by the first upload.
    provider: ({ store, http }) =>
      lazyUploadServices({
        drivers: ['local'],
        load: () => import('./uploader').then((module) => module.createUploader(http)),
        store,
      }),
  } satisfies ShellAppOptions<object>;
}
