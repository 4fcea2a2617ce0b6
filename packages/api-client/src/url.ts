/** Query values: null and undefined are left out, arrays repeat the key, objects are sent as JSON. */
export type QueryParams = Readonly<Record<string, unknown>>;

/** Static files (CDN JSON) are fetched plainly: no product headers and no cookies. */
export function isStaticJson(url: string): boolean {
  return url.includes('.json');
}

function appendValue(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendValue(params, key, item);
    return;
  }
  if (value instanceof Date) params.append(key, value.toISOString());
  else if (typeof value === 'object') params.append(key, JSON.stringify(value));
  else params.append(key, String(value));
}

export function encodeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) appendValue(params, key, value);
  return params.toString();
}

/** Joins the base prefix, the path and the query; absolute URLs (CDN files) ignore the base prefix. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  const base = absolute ? '' : baseUrl.replace(/\/+$/, '');
  const url = `${base}${path}`;
  const qs = encodeQuery(query);
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
