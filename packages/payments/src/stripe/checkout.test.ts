import { describe, expect, it, vi } from 'vitest';
import { redirectToCheckout } from './checkout';

describe('redirectToCheckout', () => {
  it('goes to the url the server gave, without loading Stripe.js', async () => {
    const assign = vi.fn();
    const loadStripe = vi.fn();
    await redirectToCheckout(
      { sessionId: 'cs_1', url: 'http://localhost:18080/sandbox/pay/o-1' },
      { assign, loadStripe, publishableKey: 'pk_test_1' },
    );
    expect(assign).toHaveBeenCalledWith('http://localhost:18080/sandbox/pay/o-1');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('falls back to stripe.redirectToCheckout for a bare session id', async () => {
    const redirect = vi.fn(async () => undefined);
    const loadStripe = vi.fn(async () => ({ redirectToCheckout: redirect }));
    await redirectToCheckout({ sessionId: 'cs_2' }, { loadStripe, publishableKey: 'pk_test_2' });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_2');
    expect(redirect).toHaveBeenCalledWith({ sessionId: 'cs_2' });
  });

  it('fails clearly when no redirect is possible', async () => {
    await expect(redirectToCheckout({ sessionId: 'cs_3' })).rejects.toThrow(/publishable key/);
    await expect(
      redirectToCheckout({ sessionId: 'cs_3' }, { publishableKey: 'pk', loadStripe: async () => ({}) }),
    ).rejects.toThrow(/could not redirect/);
    await expect(
      redirectToCheckout(
        { sessionId: 'cs_3' },
        {
          publishableKey: 'pk',
          loadStripe: async () => ({ redirectToCheckout: async () => ({ error: { message: 'No such session' } }) }),
        },
      ),
    ).rejects.toThrow('No such session');
  });
});
