import type { BuildConfig } from './build-config';
import type { InfoPageName } from './route-types';

/**
 * A page anyone can open without logging in: prerendered at build time in every language, listed in the sitemap
 * unless it says otherwise.
 */
export type PublicPageName = Exclude<InfoPageName, 'payResult'> | 'home';

export interface PublicPage {
  name: PublicPageName;
  /** Its route, unprefixed. */
  path: string;
  /** false: prerendered (its layout paints without JavaScript) but left out of the sitemap. */
  listed?: boolean;
}

const PAGES: readonly PublicPage[] = [
  { name: 'aiVideo', path: '/ai-video-generator' },
  { name: 'vid2vid', path: '/vid2vid' },
  { name: 'lipsync', path: '/lip-sync' },
  { name: 'upscale', path: '/upscale' },
  { name: 'gallery', path: '/gallery' },
  // Each user's own screen: a crawler sees only its heading and the way to log in, so it is not offered to them.
  { name: 'myWork', path: '/my-work', listed: false },
  { name: 'member', path: '/member' },
  { name: 'tutorials', path: '/tutorials' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'mobileMember', path: '/m/member' },
  { name: 'mobilePoint', path: '/m/point' },
  { name: 'mobileLogin', path: '/m/login' },
  { name: 'musicDownload', path: '/m/music-download' },
];

/** The build's public pages: home (at the build's home path) first, then the tools, the gallery and the rest. */
export function publicPages(build: Pick<BuildConfig, 'homePath'>): PublicPage[] {
  return [{ name: 'home', path: build.homePath }, ...PAGES];
}
