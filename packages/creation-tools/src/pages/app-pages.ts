import type { ComponentType } from 'react';

type PageLoader = () => Promise<{ default: ComponentType }>;

// The /m/* phone pages share one chunk.
const mobilePage = (name: 'MobileMemberPage' | 'MobilePointPage' | 'MobileLoginPage' | 'MusicDownloadPage') =>
  import('./mobile-pages').then((pages) => ({ default: pages[name] }));

/**
 * The screens both builds show for the shell's routes (app-shell's page keys), as lazy loaders so each stays its
 * own chunk loaded with its route. Region-specific screens are not here: they come through the apps' slots.
 */
export const appPages = {
  member: () => import('@framewise/payments/member-page'),
  payResult: () => import('@framewise/payments/pay-result-page'),
  aiVideo: () => import('./ai-video-page'),
  vid2vid: () => import('./vid2vid-page'),
  lipsync: () => import('./lipsync-page'),
  upscale: () => import('./upscale-page'),
  home: () => import('./home-page'),
  myWork: () => import('./my-work-page'),
  gallery: () => import('./gallery-page'),
  tutorials: () => import('./tutorials-page'),
  privacy: () => import('./privacy-page'),
  terms: () => import('./terms-page'),
  mobileMember: () => mobilePage('MobileMemberPage'),
  mobilePoint: () => mobilePage('MobilePointPage'),
  mobileLogin: () => mobilePage('MobileLoginPage'),
  musicDownload: () => mobilePage('MusicDownloadPage'),
} satisfies Record<string, PageLoader>;

const taskSlots = () => import('../tasks/app-tasks');

/**
 * The shell's task slots both builds fill (app-shell's TaskTray and TaskFollower), as loaders for lazySlot: the
 * header tray of running tasks and the app-wide follower that announces their endings. One chunk for both.
 */
export const appTaskSlots = {
  TaskTray: () => taskSlots().then((module) => module.TaskTray),
  TaskFollower: () => taskSlots().then((module) => module.TaskFollower),
};
