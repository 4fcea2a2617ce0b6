import { createPublicKey } from 'node:crypto';
import { ErrorCode } from '@framewise/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../testing/db';
import { makeUser, testClock } from '../../points/testing';
import { orderRow, type PayTestApp, payTestApp, permanentPoints, rsaKeys } from '../testing';
import { encryptResource, parseAuthorization, platformHeaders, rsaVerify } from './crypto';

/** The real WeChat Pay provider against a stand-in WeChat Pay server, with keys made here. */

const PUBLIC_URL = 'https://api.framewise.test';
const API_BASE = 'https://wechatpay.test';
const merchant = rsaKeys();
const platform = rsaKeys();
const forger = rsaKeys();
const MCH_ID = '1600000001';
const APP_ID = 'wx0000000000000001';
const SERIAL = 'ABCDEF0123456789';
const PLATFORM_KEY_ID = 'PUB_KEY_ID_0116000000012024';
const API_V3_KEY = '0123456789abcdef0123456789abcdef';

const env = {
  PUBLIC_URL,
  PAY_WECHAT_PROVIDER: 'wechatpay',
  WECHATPAY_MCH_ID: MCH_ID,
  WECHATPAY_APP_ID: APP_ID,
  WECHATPAY_MCH_SERIAL_NO: SERIAL,
  // One-line PEM with literal \n, as env files carry it.
  WECHATPAY_PRIVATE_KEY: merchant.privateKey.replace(/\n/g, '\\n'),
  WECHATPAY_API_V3_KEY: API_V3_KEY,
  WECHATPAY_PUBLIC_KEY_ID: PLATFORM_KEY_ID,
  WECHATPAY_PUBLIC_KEY: platform.publicKey,
  WECHATPAY_API_BASE: API_BASE,
};

interface Captured {
  method: string;
  url: string;
  authorization: string;
  body: string;
}

/** What the stand-in WeChat Pay server knows: trades by out_trade_no, and every request it got. */
const server = {
  requests: [] as Captured[],
  trades: new Map<string, { state: string; total: number; transactionId: string }>(),
  signAnswersWith: platform.privateKey,
};

const clock = testClock('2026-08-01T04:00:00Z');
const seconds = () => Math.floor(clock.now().getTime() / 1000);

async function wechatFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input);
  const method = init.method ?? 'GET';
  const body = typeof init.body === 'string' ? init.body : '';
  server.requests.push({
    method,
    url: input,
    authorization: new Headers(init.headers).get('authorization') ?? '',
    body,
  });
  const answer = (status: number, json?: unknown) => {
    const text = json === undefined ? '' : JSON.stringify(json);
    return new Response(text || null, {
      status,
      headers: platformHeaders(server.signAnswersWith, PLATFORM_KEY_ID, text, seconds()),
    });
  };
  if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
    const request = JSON.parse(body);
    server.trades.set(request.out_trade_no, {
      state: 'NOTPAY',
      total: request.amount.total,
      transactionId: `4200000001${String(server.trades.size).padStart(18, '0')}`,
    });
    return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${request.out_trade_no}` });
  }
  const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname);
  if (method === 'POST' && close) {
    const trade = server.trades.get(close[1] ?? '');
    if (trade) trade.state = 'CLOSED';
    return answer(204);
  }
  const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
  if (method === 'GET' && query) {
    const trade = server.trades.get(query[1] ?? '');
    if (!trade) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    return answer(200, {
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: query[1],
      trade_state: trade.state,
      ...(trade.state === 'SUCCESS' ? { transaction_id: trade.transactionId } : {}),
      amount: { total: trade.total, currency: 'CNY' },
    });
  }
  return answer(404, { code: 'NOT_FOUND', message: 'no such API' });
}

let testDb: TestDb;
let t: PayTestApp;

beforeAll(async () => {
  testDb = await createTestDb();
  t = await payTestApp({ db: testDb.db, now: clock.now, env, options: { fetch: wechatFetch } });
});
afterAll(async () => {
  await t?.app.close();
  await testDb?.close();
});
beforeEach(() => {
  server.requests = [];
  server.signAnswersWith = platform.privateKey;
});

async function newOrder(user: string, type = 'POINT_100') {
  const res = await t.call(user, 'POST', '/api/pay/createOrder', { type, pay_scene: 'pc' });
  return res.json();
}

interface NotifyOptions {
  total?: number;
  mchid?: string;
  outTradeNo?: string;
  tradeState?: string;
  transactionId?: string;
  signWith?: string;
  serial?: string;
  timestamp?: number;
  apiV3Key?: string;
  tamper?: boolean;
}

function notifyRequest(orderId: string, options: NotifyOptions = {}) {
  const transaction = {
    appid: APP_ID,
    mchid: options.mchid ?? MCH_ID,
    out_trade_no: options.outTradeNo ?? orderId,
    transaction_id: options.transactionId ?? `4200009999${orderId.slice(-18)}`,
    trade_type: 'NATIVE',
    trade_state: options.tradeState ?? 'SUCCESS',
    amount: {
      total: options.total ?? 1000,
      payer_total: options.total ?? 1000,
      currency: 'CNY',
      payer_currency: 'CNY',
    },
  };
  const resource = encryptResource(options.apiV3Key ?? API_V3_KEY, JSON.stringify(transaction));
  // A different first character (the ciphertext itself starts with 'A' once in 64 runs: then that was no change).
  if (options.tamper)
    resource.ciphertext = `${resource.ciphertext.startsWith('A') ? 'B' : 'A'}${resource.ciphertext.slice(1)}`;
  const body = JSON.stringify({
    id: `notify-${orderId}`,
    create_time: '2026-08-01T12:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource,
  });
  const headers = platformHeaders(
    options.signWith ?? platform.privateKey,
    options.serial ?? PLATFORM_KEY_ID,
    body,
    options.timestamp ?? seconds(),
  );
  return { body, headers };
}

async function notify(request: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/wechat',
    headers: { 'content-type': 'application/json', ...request.headers },
    payload: request.body,
  });
}

async function ledgerEntries(orderId: string) {
  return testDb.db.selectFrom('point_entries').select('id').where('idempotency_key', '=', `order:${orderId}`).execute();
}

describe('WeChat Pay Native orders', () => {
  it('creates the order with a signed request and answers its code_url', async () => {
    const user = await makeUser(testDb.db);
    const created = await newOrder(user);
    expect(created.code).toBe(0);
    const { orderId, code_url } = created.data;
    expect(code_url).toBe(`weixin://wxpay/bizpayurl?pr=${orderId}`);

    const [request] = server.requests;
    expect(request?.url).toBe(`${API_BASE}/v3/pay/transactions/native`);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: orderId,
      notify_url: `${PUBLIC_URL}/api/pay/notify/wechat`,
      amount: { total: 1000, currency: 'CNY' },
      time_expire: '2026-08-01T12:15:00+08:00',
    });
    expect(body.description).toBe('帧意 · 100 积分');
    const auth = parseAuthorization(request?.authorization ?? '');
    expect(auth).toMatchObject({ mchid: MCH_ID, serial_no: SERIAL, timestamp: String(seconds()) });
    const message = `POST\n/v3/pay/transactions/native\n${auth?.timestamp}\n${auth?.nonce_str}\n${request?.body}\n`;
    expect(rsaVerify(createPublicKey(merchant.publicKey), message, auth?.signature ?? '')).toBe(true);
  });

  it('refuses an answer not signed with the platform key and closes the order', async () => {
    const user = await makeUser(testDb.db);
    server.signAnswersWith = forger.privateKey;
    const created = await newOrder(user);
    expect(created).toMatchObject({
      code: ErrorCode.INTERNAL,
      msg: 'The payment service is not available right now. Please try again later.',
    });
    const order = await testDb.db
      .selectFrom('orders')
      .select('status')
      .where('user_uuid', '=', user)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe(2);
  });
});

describe('WeChat Pay notify', () => {
  it('fulfils a verified notify once and acknowledges its replays', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { orderId } = (await newOrder(user)).data;
    const request = notifyRequest(orderId);

    const first = await notify(request);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    const replay = await notify(request);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().code).toBe('SUCCESS');

    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 100);
    expect(await ledgerEntries(orderId)).toHaveLength(1);
    expect(await orderRow(testDb.db, orderId)).toMatchObject({
      status: 1,
      provider_txn_id: `4200009999${orderId.slice(-18)}`,
    });
  });

  it('refuses forged, foreign, stale and undecryptable notifies with 4xx and changes nothing', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await newOrder(user)).data;
    const cases: [NotifyOptions, number][] = [
      [{ signWith: forger.privateKey }, 401],
      [{ serial: 'PUB_KEY_ID_SOMEONE_ELSE' }, 400],
      [{ timestamp: seconds() - 6 * 60 }, 400],
      [{ mchid: '1600000999' }, 400],
      [{ tamper: true }, 400],
      [{ apiV3Key: 'ffffffffffffffffffffffffffffffff' }, 400],
    ];
    for (const [options, status] of cases) {
      const res = await notify(notifyRequest(orderId, options));
      expect([options, res.statusCode, res.json().code]).toEqual([options, status, 'FAIL']);
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/wechat',
      headers: { 'content-type': 'application/json' },
      payload: notifyRequest(orderId).body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(testDb.db, orderId)).status).toBe(0);
    expect(await ledgerEntries(orderId)).toHaveLength(0);
  });

  it('refuses a notify whose amount differs from the order', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await newOrder(user)).data;
    const res = await notify(notifyRequest(orderId, { total: 1 }));
    expect(res.statusCode).toBe(400);
    expect((await orderRow(testDb.db, orderId)).status).toBe(0);
    expect(await ledgerEntries(orderId)).toHaveLength(0);
  });

  it('answers 404 for an order it does not know', async () => {
    const res = await notify(notifyRequest('FW260801040000UNKNOWN00000000'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('FAIL');
  });

  it('acknowledges other trade states without changing the order', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await newOrder(user)).data;
    const res = await notify(notifyRequest(orderId, { tradeState: 'NOTPAY' }));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(testDb.db, orderId)).status).toBe(0);
  });

  it('acknowledges a notify that arrives after the poll already fulfilled the order', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { orderId } = (await newOrder(user)).data;
    const trade = server.trades.get(orderId);
    if (!trade) throw new Error('the stand-in server has no trade');
    trade.state = 'SUCCESS';

    const polled = await t.call(user, 'GET', `/api/pay/checkOrder?orderId=${orderId}`);
    expect(polled.json().data).toEqual({ status: 1 });
    expect(server.requests.at(-1)?.url).toBe(`${API_BASE}/v3/pay/transactions/out-trade-no/${orderId}?mchid=${MCH_ID}`);

    const late = await notify(notifyRequest(orderId, { transactionId: trade.transactionId }));
    expect(late.statusCode).toBe(200);
    expect(late.json().code).toBe('SUCCESS');
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 100);
    expect(await ledgerEntries(orderId)).toHaveLength(1);
  });

  it('asks the provider at most once per throttle window while a client polls', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await newOrder(user)).data;
    server.requests = [];
    for (let i = 0; i < 3; i++) await t.call(user, 'GET', `/api/pay/checkOrder?orderId=${orderId}`);
    expect(server.requests).toHaveLength(1);
    clock.advance(3000);
    await t.call(user, 'GET', `/api/pay/checkOrder?orderId=${orderId}`);
    expect(server.requests).toHaveLength(2);
  });

  it('closes an expired unpaid order at WeChat Pay and here', async () => {
    const user = await makeUser(testDb.db);
    const { orderId } = (await newOrder(user)).data;
    clock.advance(15 * 60 * 1000);
    const polled = await t.call(user, 'GET', `/api/pay/checkOrder?orderId=${orderId}`);
    expect(polled.json().data).toEqual({ status: 2 });
    expect(server.requests.map((r) => new URL(r.url).pathname)).toContain(
      `/v3/pay/transactions/out-trade-no/${orderId}/close`,
    );
    expect(server.trades.get(orderId)?.state).toBe('CLOSED');
  });
});
