import type { BuildConfig } from './build-config';
import type { InfoPageName } from './routes';

/** A page anyone can open without logging in: prerendered at build time in every language, listed in the sitemap. */
export type PublicPageName = Exclude<InfoPageName, 'myWork' | 'payResult'> | 'home';

export interface PublicPage {
  name: PublicPageName;
  /** Its route, unprefixed. */
  path: string;
}

const PAGES: readonly PublicPage[] = [
  { name: 'aiVideo', path: '/ai-video-generator' },
  { name: 'vid2vid', path: '/vid2vid' },
  { name: 'lipsync', path: '/lip-sync' },
  { name: 'upscale', path: '/upscale' },
  { name: 'gallery', path: '/gallery' },
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
