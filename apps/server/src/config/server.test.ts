import { describe, expect, it } from 'vitest';
import { load, problemsOf } from './testing';

describe('server settings', () => {
  it('reads TRUST_PROXY as the proxies’ addresses or CIDRs, never as trust in anyone’s X-Forwarded-For', () => {
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', '2', 'every one', '10.0.0.0/33', 'proxy.example.com']) {
      expect(problemsOf({ TRUST_PROXY: value })[0], value).toMatch(/^TRUST_PROXY: the proxies' addresses or CIDRs/);
    }
  });
});
