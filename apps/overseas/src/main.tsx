import '@framewise/ui-kit/styles.css';
import '@framewise/app-shell/styles.css';
import { createShellApp, environmentSettings } from '@framewise/app-shell';
import type { AccountSlots } from '@framewise/auth';
import { appPages } from '@framewise/creation-tools/app-pages';
import { lazyUploadServices } from '@framewise/upload';
import { lazy } from 'react';
import { buildConfig, environments } from './config';

// Composition root of the overseas build: region-specific services (login, payment and upload adapters) are chosen
// here and nowhere else; the screens every build shares come from the packages (appPages).
const environment = environmentSettings(window.location.hostname, environments);
// Stored avatar keys live in the public bucket: behind the CDN, or on the API's own store in local runs.
const publicBase = environment.cdnHost
  ? `https://${environment.cdnHost}/`
  : `/api/storage/${environment.publicBucket}/`;

// Login and account screens load on first use; Google sign-in runs through the API (/passport/google).
let accountSlots: Promise<AccountSlots> | undefined;
const account = () =>
  (accountSlots ??= import('@framewise/auth').then((auth) =>
    auth.accountSlots({
      cdnHost: environment.cdnHost,
      publicBase,
      profile: { phone: false, invite: false, introducer: false },
      activationCode: true,
    }),
  ));
const slots = {
  LoginPanel: lazy(async () => ({ default: (await import('@framewise/auth/google')).overseasLoginPanel() })),
  AccountMenu: lazy(async () => ({ default: (await account()).AccountMenu })),
  UserInfoPanel: lazy(async () => ({ default: (await account()).UserInfoPanel })),
  CodePanel: lazy(async () => ({ default: (await account()).CodePanel })),
  // Points and plans by card: Stripe Checkout (the server's checkout url; the key only for a session-only answer).
  PointPanel: lazy(async () => ({
    default: (await import('@framewise/payments/stripe')).overseasPointPanel({
      publishableKey: import.meta.env.VITE_STRIPE_PK,
    }),
  })),
};

const app = createShellApp({
  build: buildConfig,
  environments,
  regionServices: () => ({ region: 'global' as const }),
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
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
app.mount(root);
void import('@framewise/auth').then((auth) => app.store.dispatch(auth.bootstrapSession()));
