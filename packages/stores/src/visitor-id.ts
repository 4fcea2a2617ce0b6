import { setVisitorId } from './device-slice';
import type { AppServices } from './services';
import type { AppThunk } from './state';

// One computation per store at a time: concurrent callers share it.
const pending = new WeakMap<AppServices, Promise<string>>();

// When fingerprinting is blocked, a random id still gives the device a stable identity from now on.
function randomVisitorId(): string {
  return globalThis.crypto.randomUUID().replaceAll('-', '');
}

/** The device's visitor id: the stored one, else computed once with services.fingerprint() and stored. */
export const ensureVisitorId = (): AppThunk<Promise<string>> => (dispatch, getState, services) => {
  const current = getState().device.visitorId;
  if (current) return Promise.resolve(current);
  let computing = pending.get(services);
  if (!computing) {
    computing = services
      .fingerprint()
      .catch(() => '')
      .then((id) => {
        const visitorId = id || randomVisitorId();
        dispatch(setVisitorId(visitorId));
        return visitorId;
      })
      .finally(() => pending.delete(services));
    pending.set(services, computing);
  }
  return computing;
};
