import type { HttpClient } from '@framewise/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createCdnSigner, httpUrlSigner } from './cdn-auth';

describe('createCdnSigner', () => {
  it('reuses a signed URL until a minute before it expires', async () => {
    let now = 1_000_000;
    let n = 0;
    const signUrl = vi.fn(async (url: string) => {
      n += 1;
      return { url: `${url}?sign=${n}`, sign: String(n), expiredTime: Math.floor(now / 1000) + 900 };
    });
    const signer = createCdnSigner(signUrl, { now: () => now });
    expect(await signer.sign('https://cdn.test/a.png')).toBe('https://cdn.test/a.png?sign=1');
    now += 839_000;
    expect(await signer.sign('https://cdn.test/a.png')).toBe('https://cdn.test/a.png?sign=1');
    now += 2000;
    expect(await signer.sign('https://cdn.test/a.png')).toBe('https://cdn.test/a.png?sign=2');
    expect(signUrl).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent callers and does not cache failures', async () => {
    const signUrl = vi
      .fn()
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValue({ url: 'signed', sign: 's', expiredTime: 9_999_999_999 });
    const signer = createCdnSigner(signUrl);
    await expect(signer.sign('u')).rejects.toThrow('refused');
    const [a, b] = await Promise.all([signer.sign('u'), signer.sign('u')]);
    expect([a, b]).toEqual(['signed', 'signed']);
    expect(signUrl).toHaveBeenCalledTimes(2);
  });
});

describe('httpUrlSigner', () => {
  it('calls GET /api/image/cdnAuth with the url', async () => {
    const call = vi.fn(async () => ({ url: 'signed', sign: 's', expiredTime: 1 }));
    await httpUrlSigner({ call } as unknown as HttpClient)('https://cdn.test/a.png');
    expect(call).toHaveBeenCalledWith('getCdnAuth', { query: { url: 'https://cdn.test/a.png' } });
  });
});
