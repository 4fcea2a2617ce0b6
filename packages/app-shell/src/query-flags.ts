import type { QueryModal } from './build-config';

/** The query flag that opens each global modal. */
export const MODAL_QUERY_FLAG: Record<QueryModal, string> = {
  userInfo: 'openUserInfoModal',
  point: 'openPointModal',
  code: 'openCodeModal',
};

/** A flag counts when present, unless it says false or 0. */
export function hasFlag(params: URLSearchParams, flag: string): boolean {
  const value = params.get(flag);
  return value !== null && value !== 'false' && value !== '0';
}

/**
 * Where to go when a flag-opened modal closes: the redirectUrl parameter when it is a same-origin path (never an
 * open redirect to another site), else the current URL without the modal flags.
 */
export function closeTarget(pathname: string, search: string, origin: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirectUrl');
  const safe = redirect ? sameOriginPath(redirect, origin) : undefined;
  if (safe) return safe;
  for (const flag of Object.values(MODAL_QUERY_FLAG)) params.delete(flag);
  params.delete('redirectUrl');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

function sameOriginPath(target: string, origin: string): string | undefined {
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** True when the URL names a redirectUrl that closeTarget refuses (another site, or not a URL): the user is told. */
export function isRefusedRedirect(search: string, origin: string): boolean {
  const redirect = new URLSearchParams(search).get('redirectUrl');
  return redirect !== null && redirect !== '' && sameOriginPath(redirect, origin) === undefined;
}
