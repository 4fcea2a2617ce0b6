/** Where a build is running: production is recognised by domain, with test and local excluded. */
export type Environment = 'production' | 'test' | 'local';

/** Per-environment values that differ between production and test (storage, CDN, messaging-app id). */
export interface EnvironmentSettings {
  /** Object storage bucket for private uploads and results. */
  bucket: string;
  /** Public bucket for avatars and gallery covers. */
  publicBucket: string;
  /** Storage region (shanghai or beijing). */
  storageRegion: string;
  /** CDN host that serves stored files. */
  cdnHost: string;
  /** Messaging-app (WeChat) app id; empty where the build does not use it. */
  wechatAppId: string;
  /** WeChat's H5 authorisation page unless set; local runs point it at the API's sandbox page. */
  wechatAuthorizeUrl?: string;
  /** WeChat's JS-SDK script unless set; local runs point it at the API's sandbox stand-in. */
  wechatJsSdkUrl?: string;
}

export interface EnvironmentTable {
  /** Hostnames (exact, or a suffix starting with '.') that are production. */
  productionHosts: readonly string[];
  /** Hostnames that are the test deployment, matched before production. */
  testHosts: readonly string[];
  settings: Record<Environment, EnvironmentSettings>;
}

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$|\.local$/;

function matches(hostname: string, pattern: string): boolean {
  return pattern.startsWith('.') ? hostname.endsWith(pattern) : hostname === pattern;
}

/** Local hosts first, then the test hosts, then production; anything else is treated as test (never production). */
export function detectEnvironment(hostname: string, table: EnvironmentTable): Environment {
  const host = hostname.toLowerCase();
  if (LOCAL_HOST.test(host)) return 'local';
  if (table.testHosts.some((p) => matches(host, p))) return 'test';
  if (table.productionHosts.some((p) => matches(host, p))) return 'production';
  return 'test';
}

export function environmentSettings(hostname: string, table: EnvironmentTable) {
  const environment = detectEnvironment(hostname, table);
  return { environment, ...table.settings[environment] };
}

/**
 * Where public-bucket keys (stored avatars, gallery covers) are served: behind the CDN, or on the API's own store
 * (/api/storage/{public bucket}/) in local runs, where there is no CDN.
 */
export function publicStorageBase({ cdnHost, publicBucket }: Pick<EnvironmentSettings, 'cdnHost' | 'publicBucket'>) {
  return cdnHost ? `https://${cdnHost}/` : `/api/storage/${publicBucket}/`;
}
