import { createPublicKey } from 'node:crypto';
import { ErrorCode } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSetting } from '../../db/settings';
import { createTestDb, type TestDb } from '../../testing/db';
import { makeUser, testClock } from '../points/testing';
import { createCoupon } from './pricing';
import type { SandboxKeys } from './sandbox/keys';
import { formPost, orderRow, type PayTestApp, payTestApp, permanentPoints, rsaKeys } from './testing';
import { encryptResource, platformHeaders, rsaVerify } from './wechat/crypto';

let testDb: TestDb;
let t: PayTestApp;
const clock = testClock('2026-08-01T04:00:00Z');
const PUBLIC_URL = 'http://localhost:18080';

beforeAll(async () => {
  testDb = await createTestDb();
  t = await payTestApp({ db: testDb.db, now: clock.now, env: { PUBLIC_URL } });
});
afterAll(async () => {
  await t?.app.close();
  await testDb?.close();
});

async function createOrder(user: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return (await t.call(user, 'POST', '/api/pay/createOrder', { pay_scene: 'pc', ...body }, { headers })).json();
}

async function checkOrder(user: string, orderId: string) {
  return (await t.call(user, 'GET', `/api/pay/checkOrder?orderId=${orderId}`)).json();
}

async function sandboxKeys(): Promise<SandboxKeys> {
  return JSON.parse((await getSetting(testDb.db, 'pay.sandbox.keys')) ?? '{}') as SandboxKeys;
}

describe('domestic orders', () => {
  it('prices orders from the catalogue in cents, whatever the client sends', async () => {
    const user = await makeUser(testDb.db);
    const points = await createOrder(user, { type: 'POINT_550', price: 1, amount: 1 });
    expect(points.code).toBe(0);
    expect(points.data.code_url).toBe(`${PUBLIC_URL}/sandbox/pay/${points.data.orderId}`);
    expect(await orderRow(testDb.db, points.data.orderId)).toMatchObject({
      kind: 'points',
      amount: 5000,
      list_amount: 5000,
      currency: 'CNY',
      points: 550,
      status: 0,
      provider: 'wechat',
      sandbox: true,
      pay_scene: 'pc',
      user_uuid: user,
    });
    const month = await createOrder(user, { type: 'NORMAL', batchType: null });
    expect(await orderRow(testDb.db, month.data.orderId)).toMatchObject({
      kind: 'plan',
      batch_type: 'month',
      amount: 1990,
      points: 0,
    });
    const season = await createOrder(user, { type: 'NORMAL', batchType: 'season' });
    expect((await orderRow(testDb.db, season.data.orderId)).amount).toBe(5490);
  });

  it('refuses unknown packages, another region’s packages and anonymous buyers', async () => {
    const user = await makeUser(testDb.db);
    const unknown = await createOrder(user, { type: 'POINT_999' });
    expect(unknown).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: 'This package does not exist or is no longer on sale.',
    });
    expect((await createOrder(user, { type: 'GLOBAL_POINT_500' })).code).toBe(ErrorCode.NOT_FOUND);
    const anonymous = await t.call(null, 'POST', '/api/pay/createOrder', { type: 'POINT_100', pay_scene: 'pc' });
    expect(anonymous.json().code).toBe(ErrorCode.UNAUTHORIZED);
    const overseas = await t.call(
      user,
      'POST',
      '/api/pay/createOrder',
      { type: 'POINT_100', pay_scene: 'pc' },
      {
        region: 'global',
      },
    );
    expect(overseas.json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it('pays once through the sandbox page and its signed WeChat Pay notify', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { orderId } = (await createOrder(user, { type: 'POINT_550' })).data;

    const page = await t.app.inject({ url: `/sandbox/pay/${orderId}`, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('550 points');
    expect(page.body).toContain('50.00');
    expect(page.body).toContain('data-status="0"');
    expect(page.body).toContain('data-testid="sandbox-pay-confirm"');

    const paid = await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('data-status="1"');
    expect(paid.body).toContain(`href="${PUBLIC_URL}/pay-result?orderId=${orderId}"`);
    expect((await checkOrder(user, orderId)).data).toEqual({ status: 1 });
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 550);
    const row = await orderRow(testDb.db, orderId);
    expect(row.provider_txn_id).toMatch(/^\d{28}$/);
    expect(row.paid_at).toEqual(clock.now());

    // Paying again is refused; nothing is granted twice.
    const again = await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'paid' });
    expect(again.statusCode).toBe(409);
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 550);
    const status = await t.call(user, 'GET', `/api/pay/getStatus?orderId=${orderId}`);
    expect(status.json().data).toEqual({ orderId, status: 1, type: 'POINT_550', points: 550 });
  });

  it('pays an Alipay order through the Alipay notify path', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { orderId, code_url } = (await createOrder(user, { type: 'POINT_100', pay_scene: 'alipay-pc' })).data;
    expect(code_url).toBe(`${PUBLIC_URL}/sandbox/pay/${orderId}`);
    expect((await orderRow(testDb.db, orderId)).provider).toBe('alipay');
    expect((await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'paid' })).statusCode).toBe(200);
    expect((await checkOrder(user, orderId)).data.status).toBe(1);
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 100);
  });

  it('grants a plan period for a plan order', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await createOrder(user, { type: 'BASE', batchType: 'season' })).data;
    await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'paid' });
    const vip = (await t.call(user, 'GET', '/api/user/vipInfo')).json().data;
    expect(vip.list).toEqual([
      expect.objectContaining({ vip_type: 'BASE', batch_type: 'season', expire_time: '2026-11-01T04:00:00.000Z' }),
    ]);
    const grants = await testDb.db.selectFrom('plan_grants').selectAll().where('user_uuid', '=', user).execute();
    expect(grants.map((g) => g.idempotency_key)).toEqual([`order:${orderId}`]);
  });

  it('shows a failed payment as failed (3), after which the order can still be paid', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await createOrder(user, { type: 'POINT_100' })).data;
    const failed = await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'failed' });
    expect(failed.statusCode).toBe(200);
    expect((await checkOrder(user, orderId)).data.status).toBe(3);
    const paid = await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect((await checkOrder(user, orderId)).data.status).toBe(1);
  });

  it('lets only the owner read an order', async () => {
    const owner = await makeUser(testDb.db);
    const other = await makeUser(testDb.db);
    const { orderId } = (await createOrder(owner, { type: 'POINT_100' })).data;
    const notFound = { code: ErrorCode.NOT_FOUND, data: null, msg: 'Order not found.' };
    expect(await checkOrder(other, orderId)).toMatchObject(notFound);
    expect((await t.call(other, 'GET', `/api/pay/getStatus?orderId=${orderId}`)).json()).toMatchObject(notFound);
    expect(await checkOrder(other, 'FW000000000000NOPE')).toMatchObject(notFound);
    expect((await checkOrder(owner, orderId)).data).toEqual({ status: 0 });
  });

  it('closes an order whose QR code expired, and its page no longer pays', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await createOrder(user, { type: 'POINT_100' })).data;
    clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await checkOrder(user, orderId)).data.status).toBe(2);
      expect((await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'paid' })).statusCode).toBe(409);
      const trade = await testDb.db
        .selectFrom('pay_sandbox_trades')
        .select('state')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(trade.state).toBe('closed');
    } finally {
      clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });

  it('opens WeChat’s H5 page for mobile browsers, which comes back to the result page', async () => {
    const user = await makeUser(testDb.db);
    const returnUrl = 'http://localhost:26000/pay-result';
    const { orderId, code_url } = (await createOrder(user, { type: 'POINT_100', pay_scene: 'browser', returnUrl }))
      .data;
    const page = new URL(code_url);
    expect(`${page.origin}${page.pathname}`).toBe(`${PUBLIC_URL}/sandbox/pay/${orderId}`);
    expect(page.searchParams.get('redirect_url')).toBe(`${returnUrl}?orderId=${orderId}`);
    expect(await orderRow(testDb.db, orderId)).toMatchObject({ provider: 'wechat', pay_scene: 'browser' });
    expect((await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'paid' })).statusCode).toBe(200);
    expect((await t.call(user, 'GET', `/api/pay/getStatus?orderId=${orderId}`)).json().data.status).toBe(1);
  });

  it('pays a mobile browser’s Alipay WAP order through the same signed notify', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { orderId, code_url } = (await createOrder(user, { type: 'POINT_100', pay_scene: 'alipay-wap' })).data;
    expect(code_url).toBe(`${PUBLIC_URL}/sandbox/pay/${orderId}`);
    expect(await orderRow(testDb.db, orderId)).toMatchObject({ provider: 'alipay', pay_scene: 'alipay-wap' });
    expect((await formPost(t.app, `/sandbox/pay/${orderId}`, { result: 'paid' })).statusCode).toBe(200);
    const notified = await testDb.db
      .selectFrom('orders')
      .select(['status', 'provider_txn_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(notified.status).toBe(1);
    expect(notified.provider_txn_id).toEqual(expect.any(String));
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 100);
  });

  it('pays a JSAPI order from the sandbox WeChat pay sheet, once', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const jsapi = (
      await t.call(user, 'POST', '/api/pay/miniProgramPay', { type: 'POINT_100', openid: 'o-sandbox-2' })
    ).json().data;
    const sdk = await t.app.inject({ url: '/sandbox/wechat/jweixin.js' });
    expect(sdk.headers['content-type']).toContain('application/javascript');
    expect(sdk.body).toContain('chooseWXPay');
    const pay = () => t.app.inject({ method: 'POST', url: '/sandbox/pay/jsapi', payload: { package: jsapi.package } });
    expect((await pay()).json()).toEqual({ paid: true });
    expect((await checkOrder(user, jsapi.orderId)).data.status).toBe(1);
    expect((await pay()).statusCode).toBe(409);
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 100);
    expect(
      (await t.app.inject({ method: 'POST', url: '/sandbox/pay/jsapi', payload: { package: 'prepay_id=nope' } }))
        .statusCode,
    ).toBe(404);
  });

  it('answers JSAPI parameters signed with the merchant key', async () => {
    const user = await makeUser(testDb.db);
    const res = await t.call(user, 'POST', '/api/pay/miniProgramPay', { type: 'POINT_100', openid: 'o-sandbox-1' });
    const data = res.json().data;
    const keys = await sandboxKeys();
    expect(data).toMatchObject({ appId: keys.wechat.appId, signType: 'RSA' });
    expect(data.package).toMatch(/^prepay_id=wx/);
    const message = `${data.appId}\n${data.timeStamp}\n${data.nonceStr}\n${data.package}\n`;
    expect(rsaVerify(createPublicKey(keys.wechat.merchantPublicKey), message, data.paySign)).toBe(true);
    expect(await orderRow(testDb.db, data.orderId)).toMatchObject({ pay_scene: 'jsapi', amount: 1000 });
  });

  it('refuses a notify forged with another key, even naming the sandbox serial', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await createOrder(user, { type: 'POINT_100' })).data;
    const keys = (await sandboxKeys()).wechat;
    const transaction = {
      appid: keys.appId,
      mchid: keys.mchId,
      out_trade_no: orderId,
      transaction_id: '4200000000000000000000000001',
      trade_state: 'SUCCESS',
      amount: { total: 1000, currency: 'CNY' },
    };
    const body = JSON.stringify({
      id: 'forged',
      event_type: 'TRANSACTION.SUCCESS',
      resource: encryptResource(keys.apiV3Key, JSON.stringify(transaction)),
    });
    const forger = rsaKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/wechat',
      headers: {
        'content-type': 'application/json',
        ...platformHeaders(forger.privateKey, keys.platformKeyId, body, Math.floor(clock.now().getTime() / 1000)),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    expect((await orderRow(testDb.db, orderId)).status).toBe(0);
  });
});

describe('coupons', () => {
  it('takes a percent or an amount off, validated on the server', async () => {
    const user = await makeUser(testDb.db);
    await createCoupon(testDb.db, { code: 'save20', percentOff: 20 }, clock.now());
    await createCoupon(testDb.db, { code: 'MINUS5', amountOff: 500, currency: 'CNY' }, clock.now());
    const percent = await createOrder(user, { type: 'POINT_550', couponCode: 'SAVE20' });
    expect(await orderRow(testDb.db, percent.data.orderId)).toMatchObject({ list_amount: 5000, amount: 4000 });
    const amount = await createOrder(user, { type: 'POINT_550', couponCode: ' minus5 ' });
    expect((await orderRow(testDb.db, amount.data.orderId)).amount).toBe(4500);
  });

  it('refuses unknown, expired, foreign and used-up coupons', async () => {
    const user = await makeUser(testDb.db);
    const now = clock.now();
    await createCoupon(testDb.db, { code: 'OLD', percentOff: 10, expiresAt: new Date(now.getTime() - 1) }, now);
    await createCoupon(testDb.db, { code: 'GLOBAL10', percentOff: 10, region: 'global' }, now);
    await createCoupon(testDb.db, { code: 'USD5', amountOff: 500, currency: 'USD' }, now);
    await createCoupon(testDb.db, { code: 'ONCE', percentOff: 10, maxUses: 1 }, now);
    const refused = async (code: string) => createOrder(user, { type: 'POINT_100', couponCode: code });
    expect(await refused('NOPE')).toMatchObject({
      code: 400,
      msg: 'This coupon is not valid. Please check it and try again.',
    });
    expect(await refused('OLD')).toMatchObject({ code: 400, msg: 'This coupon has expired.' });
    expect(await refused('GLOBAL10')).toMatchObject({ code: 400, msg: 'This coupon does not apply to this item.' });
    expect(await refused('USD5')).toMatchObject({ code: 400, msg: 'This coupon does not apply to this item.' });

    const first = await createOrder(user, { type: 'POINT_100', couponCode: 'ONCE' });
    expect(first.code).toBe(0);
    const other = await makeUser(testDb.db);
    const byOther = () => createOrder(other, { type: 'POINT_100', couponCode: 'ONCE' });
    expect(await byOther()).toMatchObject({ code: 400, msg: 'This coupon has reached its usage limit.' });
    // A use that was never paid comes back once its order can no longer be paid.
    clock.advance(16 * 60 * 1000);
    try {
      expect((await byOther()).code).toBe(0);
    } finally {
      clock.advance(-16 * 60 * 1000);
    }
  });

  it('lets one user’s open orders reserve one use at most, so nobody can hold a limited coupon for everyone', async () => {
    const now = clock.now();
    await createCoupon(testDb.db, { code: 'TWICE', percentOff: 10, maxUses: 2 }, now);
    const [hoarder, second, third] = [await makeUser(testDb.db), await makeUser(testDb.db), await makeUser(testDb.db)];
    const order = (user: string) => createOrder(user, { type: 'POINT_100', couponCode: 'TWICE' });
    for (let i = 0; i < 3; i++) expect((await order(hoarder)).code).toBe(0);
    expect((await order(second)).code).toBe(0);
    expect(await order(third)).toMatchObject({ code: 400, msg: 'This coupon has reached its usage limit.' });
  });
});

describe('order rate limit', () => {
  it('refuses a user’s 11th order within 10 minutes before any provider is asked, then allows again', async () => {
    const user = await makeUser(testDb.db);
    for (let i = 0; i < 10; i++) expect((await createOrder(user, { type: 'POINT_100' })).code).toBe(0);
    const count = async () =>
      (await testDb.db.selectFrom('orders').select('id').where('user_uuid', '=', user).execute()).length;
    expect(await createOrder(user, { type: 'POINT_100' })).toMatchObject({
      code: 429,
      msg: 'Too many orders in a short time. Please try again in a few minutes.',
    });
    expect(await count()).toBe(10);
    clock.advance(10 * 60 * 1000 + 1);
    try {
      expect((await createOrder(user, { type: 'POINT_100' })).code).toBe(0);
    } finally {
      clock.advance(-(10 * 60 * 1000 + 1));
    }
  });
});

describe('return address', () => {
  it('keeps an allowed returnUrl, refuses others, and otherwise follows the request origin', async () => {
    const user = await makeUser(testDb.db);
    const explicit = await createOrder(user, { type: 'POINT_100', returnUrl: 'http://localhost:13000/pay-result' });
    expect((await orderRow(testDb.db, explicit.data.orderId)).return_url).toBe('http://localhost:13000/pay-result');
    const evil = await createOrder(user, { type: 'POINT_100', returnUrl: 'https://evil.example/pay-result' });
    expect(evil).toMatchObject({ code: 400, msg: 'This return address is not allowed after payment.' });
    const fromOrigin = await createOrder(user, { type: 'POINT_100' }, { origin: 'http://localhost:13000' });
    expect((await orderRow(testDb.db, fromOrigin.data.orderId)).return_url).toBe('http://localhost:13000/pay-result');
    const foreignOrigin = await createOrder(user, { type: 'POINT_100' }, { origin: 'https://evil.example' });
    expect((await orderRow(testDb.db, foreignOrigin.data.orderId)).return_url).toBe(`${PUBLIC_URL}/pay-result`);
  });
});

describe('providers switched off', () => {
  it('answers "not available" for a channel without a provider', async () => {
    const off = await payTestApp({ db: testDb.db, now: clock.now, env: { PAY_WECHAT_PROVIDER: 'off' } });
    try {
      const user = await makeUser(testDb.db);
      const wechat = await off.call(user, 'POST', '/api/pay/createOrder', { type: 'POINT_100', pay_scene: 'pc' });
      expect(wechat.json()).toMatchObject({ code: ErrorCode.NOT_AVAILABLE });
      const alipay = await off.call(user, 'POST', '/api/pay/createOrder', {
        type: 'POINT_100',
        pay_scene: 'alipay-pc',
      });
      expect(alipay.json().code).toBe(0);
      const notify = await off.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: '{}' });
      expect(notify.statusCode).toBe(404);
    } finally {
      await off.app.close();
    }
  });
});
