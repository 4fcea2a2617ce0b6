import { verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../testing/db';
import { makeUser, testClock } from '../../points/testing';
import { orderRow, type PayTestApp, payTestApp, permanentPoints, rsaKeys } from '../testing';
import { alipayTime, centsToYuan, yuanToCents } from './api';
import { alipaySignContent, signAlipayFields } from './sign';

/** The real Alipay provider (alipay-sdk) with keys made here and a stand-in for Alipay's gateway. */

const PUBLIC_URL = 'https://api.framewise.test';
const app = rsaKeys();
const alipay = rsaKeys();
const forger = rsaKeys();
const APP_ID = '2021000000000001';

const env = {
  PUBLIC_URL,
  PAY_ALIPAY_PROVIDER: 'alipay',
  ALIPAY_APP_ID: APP_ID,
  ALIPAY_PRIVATE_KEY: app.privateKey,
  ALIPAY_PUBLIC_KEY: alipay.publicKey,
};

const calls: { method: string; params: Record<string, unknown> }[] = [];
const trades = new Map<string, { status: string; total: string; tradeNo: string }>();

async function alipayExec(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  calls.push({ method, params });
  const biz = params.bizContent as Record<string, string>;
  const id = biz.out_trade_no ?? '';
  if (method === 'alipay.trade.precreate') {
    trades.set(id, {
      status: 'WAIT_BUYER_PAY',
      total: biz.total_amount ?? '',
      tradeNo: `2026080122001${id.slice(-15)}`,
    });
    return { code: '10000', msg: 'Success', outTradeNo: id, qrCode: `https://qr.alipay.com/bax0${id.slice(-6)}` };
  }
  const trade = trades.get(id);
  if (!trade) return { code: '40004', msg: 'Business Failed', subCode: 'ACQ.TRADE_NOT_EXIST' };
  if (method === 'alipay.trade.query') {
    return {
      code: '10000',
      outTradeNo: id,
      tradeNo: trade.tradeNo,
      tradeStatus: trade.status,
      totalAmount: trade.total,
    };
  }
  if (method === 'alipay.trade.close') {
    trade.status = 'TRADE_CLOSED';
    return { code: '10000', outTradeNo: id };
  }
  return { code: '40004', subCode: 'ACQ.UNKNOWN' };
}

const clock = testClock('2026-08-01T04:00:00Z');
let testDb: TestDb;
let t: PayTestApp;

beforeAll(async () => {
  testDb = await createTestDb();
  t = await payTestApp({ db: testDb.db, now: clock.now, env, options: { alipayExec } });
});
afterAll(async () => {
  await t?.app.close();
  await testDb?.close();
});
beforeEach(() => {
  calls.length = 0;
});

async function newOrder(user: string) {
  return (await t.call(user, 'POST', '/api/pay/createOrder', { type: 'POINT_550', pay_scene: 'alipay-pc' })).json();
}

function notifyFields(orderId: string, overrides: Record<string, string> = {}, key = alipay.privateKey) {
  const fields = {
    notify_time: '2026-08-01 12:01:00',
    notify_type: 'trade_status_sync',
    notify_id: `n${orderId}`,
    charset: 'utf-8',
    version: '1.0',
    app_id: APP_ID,
    trade_no: trades.get(orderId)?.tradeNo ?? '2026080122001000000000000001',
    out_trade_no: orderId,
    trade_status: 'TRADE_SUCCESS',
    total_amount: '50.00',
    subject: '帧意 · 550 积分',
    gmt_payment: '2026-08-01 12:00:59',
    ...overrides,
  };
  return signAlipayFields(fields, key);
}

async function notify(fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, body: res.body };
}

describe('Alipay amounts and times', () => {
  it('converts between cents and yuan strings exactly', () => {
    expect(centsToYuan(1990)).toBe('19.90');
    expect(centsToYuan(1)).toBe('0.01');
    expect(yuanToCents('19.90')).toBe(1990);
    expect(yuanToCents('19.9')).toBe(1990);
    expect(yuanToCents('100')).toBe(10000);
    expect(yuanToCents('0.07')).toBe(7);
    expect(yuanToCents('1e3')).toBeNaN();
    expect(yuanToCents(undefined)).toBeNaN();
    expect(alipayTime(new Date('2026-08-01T04:15:00Z'))).toBe('2026-08-01 12:15:00');
  });

  it('signs the sorted fields without sign and sign_type', () => {
    expect(alipaySignContent({ b: '2', a: '1', sign: 'x', sign_type: 'RSA2' })).toBe('a=1&b=2');
  });
});

describe('Alipay orders', () => {
  it('sends a mobile browser to a signed alipay.trade.wap.pay page that comes back to the result page', async () => {
    const user = await makeUser(testDb.db);
    const returnUrl = `${PUBLIC_URL}/pay-result`;
    const created = (
      await t.call(user, 'POST', '/api/pay/createOrder', { type: 'POINT_550', pay_scene: 'alipay-wap', returnUrl })
    ).json();
    expect(created.code).toBe(0);
    const page = new URL(created.data.code_url);
    expect(`${page.origin}${page.pathname}`).toBe('https://openapi.alipay.com/gateway.do');
    const fields = Object.fromEntries(page.searchParams);
    expect(fields).toMatchObject({
      method: 'alipay.trade.wap.pay',
      app_id: APP_ID,
      sign_type: 'RSA2',
      notify_url: `${PUBLIC_URL}/api/pay/notify/alipay`,
      return_url: `${returnUrl}?orderId=${created.data.orderId}`,
    });
    expect(JSON.parse(fields.biz_content ?? '{}')).toMatchObject({
      out_trade_no: created.data.orderId,
      total_amount: '50.00',
      product_code: 'QUICK_WAP_WAY',
    });
    // Signed with the app's key over every other field, sign_type included (Alipay's rule for requests).
    const { sign, ...signed } = fields;
    const content = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join('&');
    expect(verify('RSA-SHA256', Buffer.from(content), app.publicKey, Buffer.from(sign ?? '', 'base64'))).toBe(true);
  });

  it('precreates the trade and answers its QR content', async () => {
    const user = await makeUser(testDb.db);
    const created = await newOrder(user);
    expect(created.code).toBe(0);
    const { orderId, code_url } = created.data;
    expect(code_url).toBe(`https://qr.alipay.com/bax0${orderId.slice(-6)}`);
    expect(calls[0]).toEqual({
      method: 'alipay.trade.precreate',
      params: {
        notify_url: `${PUBLIC_URL}/api/pay/notify/alipay`,
        bizContent: {
          out_trade_no: orderId,
          total_amount: '50.00',
          subject: '帧意 · 550 积分',
          time_expire: '2026-08-01 12:15:00',
        },
      },
    });
  });

  it('fulfils a verified TRADE_SUCCESS notify once and answers success to its replays', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { orderId } = (await newOrder(user)).data;
    const fields = notifyFields(orderId);
    expect(await notify(fields)).toEqual({ status: 200, body: 'success' });
    expect(await notify(fields)).toEqual({ status: 200, body: 'success' });
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 550);
    expect(await orderRow(testDb.db, orderId)).toMatchObject({ status: 1, provider_txn_id: fields.trade_no });
  });

  it('also fulfils on TRADE_FINISHED and ignores the other trade statuses', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await newOrder(user)).data;
    expect(await notify(notifyFields(orderId, { trade_status: 'WAIT_BUYER_PAY' }))).toEqual({
      status: 200,
      body: 'success',
    });
    expect((await orderRow(testDb.db, orderId)).status).toBe(0);
    expect(await notify(notifyFields(orderId, { trade_status: 'TRADE_FINISHED' }))).toEqual({
      status: 200,
      body: 'success',
    });
    expect((await orderRow(testDb.db, orderId)).status).toBe(1);
  });

  it('refuses forged, foreign, altered and wrong-amount notifies', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await newOrder(user)).data;
    expect(await notify(notifyFields(orderId, {}, forger.privateKey))).toEqual({ status: 400, body: 'failure' });
    expect(await notify(notifyFields(orderId, { app_id: '2021000000009999' }))).toEqual({
      status: 400,
      body: 'failure',
    });
    const altered = { ...notifyFields(orderId), total_amount: '0.01' };
    expect(await notify(altered)).toEqual({ status: 400, body: 'failure' });
    expect(await notify(notifyFields(orderId, { total_amount: '0.01' }))).toEqual({ status: 400, body: 'failure' });
    const { sign: _sign, ...unsigned } = notifyFields(orderId);
    expect(await notify(unsigned)).toEqual({ status: 400, body: 'failure' });
    expect((await orderRow(testDb.db, orderId)).status).toBe(0);
  });

  it('answers failure for an unknown order', async () => {
    expect(await notify(notifyFields('FW260801040000UNKNOWN00000000'))).toEqual({ status: 404, body: 'failure' });
  });

  it('fulfils through the query when the notify is lost, and the late notify changes nothing', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { orderId } = (await newOrder(user)).data;
    const trade = trades.get(orderId);
    if (!trade) throw new Error('the stand-in gateway has no trade');
    trade.status = 'TRADE_SUCCESS';
    const status = await t.call(user, 'GET', `/api/pay/getStatus?orderId=${orderId}`);
    expect(status.json().data).toEqual({ orderId, status: 1, type: 'POINT_550', points: 550 });
    expect(await notify(notifyFields(orderId))).toEqual({ status: 200, body: 'success' });
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 550);
  });

  it('closes an expired unpaid trade at Alipay', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await newOrder(user)).data;
    clock.advance(15 * 60 * 1000);
    const polled = await t.call(user, 'GET', `/api/pay/checkOrder?orderId=${orderId}`);
    expect(polled.json().data).toEqual({ status: 2 });
    expect(calls.map((c) => c.method)).toEqual(['alipay.trade.precreate', 'alipay.trade.query', 'alipay.trade.close']);
    expect(trades.get(orderId)?.status).toBe('TRADE_CLOSED');
  });
});
