import { describe, expect, it } from 'vitest';
import { redeemCode } from './redeem-code';
import { createAppStore } from './store';
import { sampleUser } from './test-utils/fixtures';
import { ok, type RouteAnswer, routedServices } from './test-utils/routes';

const EXCHANGE = 'POST /api/pay/exchange';
const VIP = 'GET /api/user/vipInfo';
const USER = 'GET /api/user/info';

function storeWith(routes: Record<string, RouteAnswer>) {
  const { services, requests } = routedServices(routes);
  return { store: createAppStore({ services, preloadedUser: sampleUser }), requests };
}

describe('redeemCode', () => {
  it('redeems, then reloads the memberships and the user info; the user shown has the new balance', async () => {
    const { store, requests } = storeWith({
      [EXCHANGE]: ok({ points: 300, vip_type: null }),
      [VIP]: ok({ list: [] }),
      [USER]: ok({ ...sampleUser, permanentPoints: sampleUser.permanentPoints + 300 }),
    });
    await expect(store.dispatch(redeemCode('GIFT-1234'))).resolves.toEqual({ points: 300, vip_type: null });
    expect(requests[0]).toBe(EXCHANGE);
    expect(requests).toEqual(expect.arrayContaining([VIP, USER]));
    expect(store.getState().user.permanentPoints).toBe(sampleUser.permanentPoints + 300);
  });

  it('answers the redemption even when the reload fails', async () => {
    const { store } = storeWith({ [EXCHANGE]: ok({ points: 0, vip_type: 'PRO' }) });
    await expect(store.dispatch(redeemCode('PLAN-1'))).resolves.toEqual({ points: 0, vip_type: 'PRO' });
  });

  it("rejects with the server's error and reloads nothing when the code is refused", async () => {
    const { store, requests } = storeWith({ [EXCHANGE]: { code: 400, data: null, msg: 'Invalid code' } });
    await expect(store.dispatch(redeemCode('NOPE'))).rejects.toMatchObject({
      kind: 'business',
      code: 400,
      msg: 'Invalid code',
    });
    expect(requests).toEqual([EXCHANGE]);
  });
});
