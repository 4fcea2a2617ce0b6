import { describe, expect, it, vi } from 'vitest';
import { SYSTEM_CONFIG_KEY } from './device-slice';
import { createAppStore } from './store';
import { fakeServices } from './test-utils/fixtures';
import { ensureVisitorId } from './visitor-id';

describe('ensureVisitorId', () => {
  it('computes the visitor id once and stores it under the system-config key', async () => {
    const { services } = fakeServices();
    const store = createAppStore({ services });
    const [a, b] = await Promise.all([store.dispatch(ensureVisitorId()), store.dispatch(ensureVisitorId())]);
    expect(a).toBe('fp-visitor');
    expect(b).toBe('fp-visitor');
    await expect(store.dispatch(ensureVisitorId())).resolves.toBe('fp-visitor');
    expect(services.fingerprint).toHaveBeenCalledTimes(1);
    expect(store.getState().device.visitorId).toBe('fp-visitor');
    expect(JSON.parse(localStorage.getItem(SYSTEM_CONFIG_KEY) ?? '{}')).toEqual({ visitorId: 'fp-visitor' });
  });

  it('does not fingerprint when a visitor id is already stored', async () => {
    localStorage.setItem(SYSTEM_CONFIG_KEY, JSON.stringify({ visitorId: 'kept' }));
    const { services } = fakeServices();
    const store = createAppStore({ services });
    await expect(store.dispatch(ensureVisitorId())).resolves.toBe('kept');
    expect(services.fingerprint).not.toHaveBeenCalled();
  });

  it('falls back to a random id when fingerprinting fails, and keeps it', async () => {
    const fingerprint = vi.fn(async () => {
      throw new Error('blocked');
    });
    const { services } = fakeServices([], { fingerprint });
    const store = createAppStore({ services });
    const id = await store.dispatch(ensureVisitorId());
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await expect(store.dispatch(ensureVisitorId())).resolves.toBe(id);
    expect(fingerprint).toHaveBeenCalledTimes(1);
  });
});
