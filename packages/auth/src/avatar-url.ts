/**
 * The CDN's image-processing suffix for small avatars (Tencent Cloud Infinite style parameters): a 160 px square
 * thumbnail, as WebP where the browser shows it. This is the "small-webp" suffix.
 */
export const SMALL_AVATAR_SUFFIX = '?imageMogr2/thumbnail/160x160';
export const WEBP_FORMAT_SUFFIX = '/format/webp';

export interface AvatarUrlOptions {
  /** The CDN host that serves stored files (environment settings); empty where files are served another way. */
  cdnHost?: string;
  webp: boolean;
}

/** A URL (absolute, protocol-relative or rooted at the site) rather than a bare storage key. */
const URL_LIKE = /^([a-z][a-z0-9+.-]*:|\/)/i;

/**
 * Where a profile's avatar_url is shown from. The API may answer a URL, used as it is, or the stored key
 * (user-avatar/{uuid}/{id}.png), which lives in the public bucket under `publicBase` (the CDN origin, or the local
 * driver's /api/storage/{public bucket}/). A key without a known base cannot be shown: empty, so the initial shows.
 */
export function avatarSource(avatar: string, publicBase?: string): string {
  if (!avatar || URL_LIKE.test(avatar)) return avatar;
  if (!publicBase) return '';
  return `${publicBase.replace(/\/+$/, '')}/${avatar.replace(/^\/+/, '')}`;
}

/**
 * The URL to show an avatar at: CDN URLs get the small (WebP) suffix; others (the local storage driver's signed
 * URLs, external pictures) are shown as they are, since adding parameters could break their signature.
 */
export function smallAvatarUrl(url: string, { cdnHost, webp }: AvatarUrlOptions): string {
  if (!url || !cdnHost) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.host !== cdnHost || parsed.search) return url;
  return `${url}${SMALL_AVATAR_SUFFIX}${webp ? WEBP_FORMAT_SUFFIX : ''}`;
}

/** Where to find stored avatars in this build: the CDN host (for the small suffix) and the public bucket's base. */
export interface AvatarHosts {
  cdnHost?: string;
  /** URL prefix under which public-bucket keys are served; see avatarSource. */
  publicBase?: string;
}

/** avatar_url as the <img> src of a small avatar. */
export function avatarDisplayUrl(avatar: string, { cdnHost, publicBase }: AvatarHosts, webp: boolean): string {
  return smallAvatarUrl(avatarSource(avatar, publicBase), { cdnHost, webp });
}
