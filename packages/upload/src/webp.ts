/**
 * WebP delivery. Stored images are served through the CDN's image processing, which turns
 * a `format/webp` step into a WebP rendition; browsers without WebP (and iOS below 14, whose WebP support is
 * unreliable) get the same URL without that step.
 */

/** The CDN processing step that asks for a WebP rendition. */
export const WEBP_FORMAT_STEP = '/format/webp';
/** The avatar rendition: a 200 px square thumbnail as WebP. */
export const AVATAR_SMALL_WEBP_SUFFIX = `imageMogr2/thumbnail/!200x200r${WEBP_FORMAT_STEP}`;

let webpSupport: boolean | undefined;

/** Whether this browser encodes (and so decodes) WebP: a canvas asked for WebP answers with another type otherwise. */
export function supportsWebp(): boolean {
  if (webpSupport !== undefined) return webpSupport;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    webpSupport = false;
  }
  return webpSupport;
}

/** The iOS major version from a user agent (iPhone, iPad, iPod, and iPadOS claiming to be a Mac is not iOS here). */
export function iosMajorVersion(userAgent: string): number | undefined {
  if (!/iPhone|iPad|iPod/.test(userAgent)) return undefined;
  const match = /OS (\d+)[._]\d+/.exec(userAgent);
  return match?.[1] ? Number(match[1]) : undefined;
}

export interface WebpEnvironment {
  userAgent: string;
  webp: boolean;
}

function browserEnvironment(): WebpEnvironment {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    webp: typeof document !== 'undefined' && supportsWebp(),
  };
}

/** True when WebP renditions may be used. */
export function canUseWebp(env: WebpEnvironment = browserEnvironment()): boolean {
  const ios = iosMajorVersion(env.userAgent);
  return env.webp && (ios === undefined || ios >= 14);
}

/** Removes the WebP step from an image URL when the browser cannot show WebP; other URLs come back unchanged. */
export function stripWebpSuffix(url: string, webp: boolean = canUseWebp()): string {
  if (webp || !url.includes(WEBP_FORMAT_STEP)) return url;
  return url.replace(/\/format\/webp(?=$|[/&#|])/g, '').replace(/[?&]imageMogr2(?=$|[&#])/, '');
}

function joinUrl(host: string, key: string): string {
  return `${host.replace(/\/+$/, '')}/${key.replace(/^\/+/, '')}`;
}

/**
 * The avatar as shown everywhere: through the CDN host (a stored key, or an absolute URL as is), with the
 * small-WebP suffix, minus its WebP step where WebP is not usable. Empty in, empty out.
 */
export function avatarUrl(avatar: string, cdnHost: string, webp: boolean = canUseWebp()): string {
  if (!avatar) return '';
  const base = /^(https?:)?\/\/|^data:|^blob:/.test(avatar) ? avatar : joinUrl(cdnHost, avatar);
  if (/^(data|blob):/.test(base) || base.includes('imageMogr2')) return stripWebpSuffix(base, webp);
  const withSuffix = `${base}${base.includes('?') ? '&' : '?'}${AVATAR_SMALL_WEBP_SUFFIX}`;
  return stripWebpSuffix(withSuffix, webp);
}
