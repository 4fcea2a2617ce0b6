import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { api } from '../base-api';
import { createHttpClient } from '../http-client';
import { createFakeServer, type FakeServer, fail, ok } from '../testing';
import { payApi } from './pay';

const LIST = 'GET /api/pay/type/list';
const plan = {
  type: 'CN_PRO',
  category: 'vip',
  name: 'Pro',
  points: 1000,
  price: 9900,
  batchType: 'month',
  json: null,
};

function setup(server: FakeServer) {
  const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v-1', fetch: server.fetch });
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { http } } }).concat(api.middleware),
  });
}

describe('payApi.getPackageList', () => {
  it('asks once per permission id while the answer is cached, and again when refetched', async () => {
    const server = createFakeServer({ [LIST]: ok([plan]) });
    const store = setup(server);
    const { getPackageList } = payApi.endpoints;
    await expect(store.dispatch(getPackageList.initiate(7)).unwrap()).resolves.toEqual([plan]);
    await store.dispatch(getPackageList.initiate(7));
    await store.dispatch(getPackageList.initiate(9));
    expect(server.callsTo(LIST).map((c) => c.query)).toEqual([{ permission_id: '7' }, { permission_id: '9' }]);

    await store.dispatch(getPackageList.initiate(7, { forceRefetch: true }));
    expect(server.callsTo(LIST)).toHaveLength(3);
  });

  it('keeps no failed answer: the next ask goes to the server', async () => {
    const server = createFakeServer({ [LIST]: fail(500, 'catalogue down') });
    const store = setup(server);
    const { getPackageList } = payApi.endpoints;
    await expect(store.dispatch(getPackageList.initiate(7)).unwrap()).rejects.toMatchObject({ msg: 'catalogue down' });
    server.on(LIST, ok([plan]));
    await expect(store.dispatch(getPackageList.initiate(7)).unwrap()).resolves.toEqual([plan]);
  });
});

describe('payApi tags', () => {
  it('a redeemed code refetches what it changes: the upgrade preview (Membership tag)', async () => {
    const server = createFakeServer({
      'GET /api/user/vipInfo': ok({ list: [] }),
      'POST /api/pay/exchange': ok({ points: 100, vip_type: null }),
      'POST /api/pay/stripe/upgradeInfo': ok({
        type: 'GLOBAL_PRO',
        amountDue: 500,
        currency: 'usd',
        nextBillingAt: '2026-12-01T00:00:00Z',
      }),
    });
    const store = setup(server);
    const preview = store.dispatch(
      payApi.endpoints.stripeUpgradeInfo.initiate({ batchType: 'month', type: 'GLOBAL_PRO' }),
    );
    await preview;
    await store.dispatch(payApi.endpoints.redeemCode.initiate('ABCD-EFGH')).unwrap();
    await expect.poll(() => server.callsTo('POST /api/pay/stripe/upgradeInfo').length).toBe(2);
    expect(server.callsTo('POST /api/pay/exchange')[0]?.body).toEqual({ code: 'ABCD-EFGH' });
    preview.unsubscribe();
  });
});
