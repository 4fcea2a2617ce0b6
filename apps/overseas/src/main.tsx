import '@framewise/ui-kit/styles.css';
import '@framewise/app-shell/styles.css';
import { createShellApp, environmentSettings } from '@framewise/app-shell';
import type { AccountSlots } from '@framewise/auth';
import { storeLoginGate, type Uploader, UploadProvider } from '@framewise/upload';
import { lazy, type ReactNode } from 'react';
import { buildConfig, environments } from './config';

// Composition root of the overseas build: region-specific services (login, payment and upload adapters) are chosen
// here and nowhere else. The foundation wires the shared services only; each adapter joins as its issue lands.
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

// The /m/* phone pages share one chunk.
const mobilePage = (name: 'MobileMemberPage' | 'MobilePointPage' | 'MobileLoginPage' | 'MusicDownloadPage') =>
  import('@framewise/creation-tools/mobile-pages').then((pages) => ({ default: pages[name] }));

const app = createShellApp({
  build: buildConfig,
  environments,
  regionServices: () => ({ region: 'global' as const }),
  slots,
  // Screens of shared packages, each its own chunk loaded with its route.
  pages: {
    member: () => import('@framewise/payments/member-page'),
    payResult: () => import('@framewise/payments/pay-result-page'),
    aiVideo: () => import('@framewise/creation-tools/ai-video-page'),
    vid2vid: () => import('@framewise/creation-tools/vid2vid-page'),
    lipSync: () => import('@framewise/creation-tools/lipsync-page'),
    upscale: () => import('@framewise/creation-tools/upscale-page'),
    home: () => import('@framewise/creation-tools/home-page'),
    myWork: () => import('@framewise/creation-tools/my-work-page'),
    gallery: () => import('@framewise/creation-tools/gallery-page'),
    tutorials: () => import('@framewise/creation-tools/tutorials-page'),
    privacy: () => import('@framewise/creation-tools/privacy-page'),
    terms: () => import('@framewise/creation-tools/terms-page'),
    mobileMember: () => mobilePage('MobileMemberPage'),
    mobilePoint: () => mobilePage('MobilePointPage'),
    mobileLogin: () => mobilePage('MobileLoginPage'),
    musicDownload: () => mobilePage('MusicDownloadPage'),
  },
  // Upload components reach the engine through this provider; the engine itself (compression, drivers) is a
  // separate chunk loaded by the first upload.
  provider: ({ store, http }) => {
    let engine: Promise<Uploader> | undefined;
    const load = () =>
      (engine ??= import('./uploader').then(
        (module) => module.createUploader(http),
        (error: unknown) => {
          engine = undefined; // a failed chunk load is tried again by the next upload
          throw error;
        },
      ));
    const uploader: Uploader = {
      drivers: ['local'],
      upload: async (file, options) => (await load()).upload(file, options),
      uploadMany: async (files, options) => (await load()).uploadMany(files, options),
    };
    const value = { uploader, ...storeLoginGate(store) };
    return function UploadServices({ children }: { children: ReactNode }) {
      return <UploadProvider value={value}>{children}</UploadProvider>;
    };
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
app.mount(root);
void import('@framewise/auth').then((auth) => app.store.dispatch(auth.bootstrapSession()));
