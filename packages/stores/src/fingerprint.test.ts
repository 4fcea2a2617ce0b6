import { describe, expect, it, vi } from 'vitest';

const get = vi.fn(async () => ({ visitorId: 'abc123' }));
const load = vi.fn(async (_options?: { monitoring?: boolean }) => ({ get }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load, default: { load } }));

const { fingerprintVisitorId } = await import('./fingerprint');

describe('fingerprintVisitorId', () => {
  it('loads the agent once, without monitoring, and returns its visitor id', async () => {
    await expect(fingerprintVisitorId()).resolves.toBe('abc123');
    await expect(fingerprintVisitorId()).resolves.toBe('abc123');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ monitoring: false });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('loads again after a failure', async () => {
    get.mockRejectedValueOnce(new Error('no canvas'));
    await expect(fingerprintVisitorId()).rejects.toThrow('no canvas');
    await expect(fingerprintVisitorId()).resolves.toBe('abc123');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
