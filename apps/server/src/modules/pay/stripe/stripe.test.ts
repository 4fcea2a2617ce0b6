import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../testing/db';
import { makeUser, testClock } from '../../points/testing';
import { orderRow, type PayTestApp, payTestApp, permanentPoints } from '../testing';

/** The real Stripe provider (SDK) against a stand-in Stripe API; webhook events signed by the SDK's test helper. */

const PUBLIC_URL = 'https://api.framewise.test';
const WEBHOOK_SECRET = 'whsec_test_framewise_0123456789';
const env = {
  PUBLIC_URL,
  PAY_CARD_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_framewise',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PAY_RETURN_ORIGINS: 'https://app.framewise.test',
};

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  metadata: Record<string, string>;
  client_reference_id: string;
}

const api = {
  requests: [] as { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null }[],
  sessions: new Map<string, FakeSession>(),
  customers: 0,
};

async function stripeFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input);
  const method = init.method ?? 'GET';
  const form = new URLSearchParams(typeof init.body === 'string' ? init.body : '');
  const headers = new Headers(init.headers);
  api.requests.push({ method, path: url.pathname, form, idempotencyKey: headers.get('idempotency-key') });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
    });
  if (method === 'POST' && url.pathname === '/v1/customers') {
    api.customers++;
    return json(200, { id: `cus_test_${api.customers}`, object: 'customer' });
  }
  if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    const id = `cs_test_${api.sessions.size + 1}`;
    const quantity = Number(form.get('line_items[0][quantity]'));
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * quantity,
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      payment_intent: null,
      metadata: { orderId: form.get('metadata[orderId]') ?? '' },
      client_reference_id: form.get('client_reference_id') ?? '',
    };
    api.sessions.set(id, session);
    return json(200, session);
  }
  const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
  if (method === 'GET' && retrieve) {
    const session = api.sessions.get(retrieve[1] ?? '');
    return session
      ? json(200, session)
      : json(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
  }
  return json(404, {
    error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` },
  });
}

const clock = testClock('2026-08-01T04:00:00Z');
let testDb: TestDb;
let t: PayTestApp;

beforeAll(async () => {
  testDb = await createTestDb();
  t = await payTestApp({ db: testDb.db, now: clock.now, env, options: { stripeFetch } });
});
afterAll(async () => {
  await t?.app.close();
  await testDb?.close();
});

let eventSeq = 0;

function event(type: string, object: Record<string, unknown>, id = `evt_test_${++eventSeq}`) {
  return { id, object: 'event', type, created: Math.floor(clock.now().getTime() / 1000), data: { object } };
}

async function deliver(payload: object, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(clock.now().getTime() / 1000),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pay/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

async function checkout(user: string, quantity = 1) {
  const res = await t.call(
    user,
    'POST',
    '/api/pay/stripe/createCheckout',
    { type: 'GLOBAL_POINT_500', quantity, returnUrl: 'https://app.framewise.test/pay-result' },
    { region: 'global' },
  );
  const body = res.json();
  if (body.code !== 0) throw new Error(`checkout failed: ${res.body}`);
  const order = await testDb.db
    .selectFrom('orders')
    .selectAll()
    .where('provider_ref', '=', body.data.sessionId)
    .executeTakeFirstOrThrow();
  return { ...body.data, order };
}

function session(orderId: string, sessionId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: sessionId,
    object: 'checkout.session',
    client_reference_id: orderId,
    metadata: { orderId },
    status: 'complete',
    payment_status: 'paid',
    amount_total: 500,
    currency: 'usd',
    payment_intent: `pi_${orderId}`,
    ...overrides,
  };
}

async function recorded(eventId: string) {
  return testDb.db.selectFrom('stripe_events').select('id').where('id', '=', eventId).executeTakeFirst();
}

describe('Stripe checkout', () => {
  it('creates a one-time checkout priced from the catalogue', async () => {
    const user = await makeUser(testDb.db, 'global');
    api.requests.length = 0;
    const { sessionId, url, order } = await checkout(user, 3);
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    expect(order).toMatchObject({ amount: 1500, quantity: 3, points: 1500, currency: 'USD', sandbox: false });

    const create = api.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe(`checkout:${order.id}`);
    const form = Object.fromEntries(create?.form ?? []);
    expect(form).toMatchObject({
      mode: 'payment',
      customer: 'cus_test_1',
      client_reference_id: order.id,
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][unit_amount]': '500',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[orderId]': order.id,
      'payment_intent_data[setup_future_usage]': 'off_session',
      success_url: `https://app.framewise.test/pay-result?orderId=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://app.framewise.test/pay-result?orderId=${order.id}&canceled=1`,
      expires_at: String(Math.floor(clock.now().getTime() / 1000) + 30 * 60),
    });
    const customers = await testDb.db
      .selectFrom('stripe_customers')
      .selectAll()
      .where('user_uuid', '=', user)
      .execute();
    expect(customers).toEqual([expect.objectContaining({ mode: 'live', customer_id: 'cus_test_1' })]);
  });

  it('is overseas only and validates the quantity', async () => {
    const user = await makeUser(testDb.db, 'global');
    const domestic = await t.call(user, 'POST', '/api/pay/stripe/createCheckout', { type: 'GLOBAL_POINT_500' });
    expect(domestic.json().code).toBe(404);
    const tooMany = await t.call(
      user,
      'POST',
      '/api/pay/stripe/createCheckout',
      { type: 'GLOBAL_POINT_500', quantity: 5 },
      { region: 'global' },
    );
    expect(tooMany.json().code).toBe(400);
  });

  it('fulfils the result page by session id when Stripe reports the session paid', async () => {
    const user = await makeUser(testDb.db, 'global');
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { sessionId, order } = await checkout(user);
    const fake = api.sessions.get(sessionId);
    if (!fake) throw new Error('no session at the stand-in');
    Object.assign(fake, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${order.id}` });
    const status = await t.call(user, 'GET', `/api/pay/getStatus?sessionId=${sessionId}`, undefined, {
      region: 'global',
    });
    expect(status.json().data).toEqual({ orderId: order.id, status: 1, type: 'GLOBAL_POINT_500', points: 500 });
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 500);
    // The webhook that follows finds the order paid already.
    const late = await deliver(event('checkout.session.completed', session(order.id, sessionId)));
    expect(late).toEqual({ status: 200, body: { received: true } });
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 500);
  });
});

describe('Stripe webhook', () => {
  it('fulfils checkout.session.completed once and ignores a redelivered event', async () => {
    const user = await makeUser(testDb.db, 'global');
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { sessionId, order } = await checkout(user);
    const completed = event('checkout.session.completed', session(order.id, sessionId));
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 500);
    expect(await orderRow(testDb.db, order.id)).toMatchObject({ status: 1, provider_txn_id: `pi_${order.id}` });
  });

  it('ends paid exactly once whatever order the events arrive in', async () => {
    const user = await makeUser(testDb.db, 'global');
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { sessionId, order } = await checkout(user);
    const paid = session(order.id, sessionId);
    const events = [
      event('checkout.session.async_payment_succeeded', paid),
      event('checkout.session.completed', { ...paid, payment_status: 'unpaid' }),
      event('checkout.session.expired', { ...paid, status: 'expired', payment_status: 'unpaid' }),
      event('payment_intent.succeeded', {
        id: `pi_${order.id}`,
        object: 'payment_intent',
        amount: 500,
        amount_received: 500,
        currency: 'usd',
        status: 'succeeded',
        metadata: { orderId: order.id },
      }),
      event('checkout.session.completed', paid),
    ];
    for (const e of events) expect((await deliver(e)).status).toBe(200);
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 500);
    expect((await orderRow(testDb.db, order.id)).status).toBe(1);
    const entries = await testDb.db
      .selectFrom('point_entries')
      .select('id')
      .where('idempotency_key', '=', `order:${order.id}`)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('marks a failed delayed payment failed, and still honours a later success', async () => {
    const user = await makeUser(testDb.db, 'global');
    const { sessionId, order } = await checkout(user);
    const unpaid = session(order.id, sessionId, { payment_status: 'unpaid' });
    expect((await deliver(event('checkout.session.completed', unpaid))).status).toBe(200);
    expect((await orderRow(testDb.db, order.id)).status).toBe(0);
    expect((await deliver(event('checkout.session.async_payment_failed', unpaid))).status).toBe(200);
    expect((await orderRow(testDb.db, order.id)).status).toBe(3);
    expect(
      (await deliver(event('checkout.session.async_payment_succeeded', session(order.id, sessionId)))).status,
    ).toBe(200);
    expect((await orderRow(testDb.db, order.id)).status).toBe(1);
  });

  it('refuses forged and stale signatures without recording the event', async () => {
    const user = await makeUser(testDb.db, 'global');
    const { sessionId, order } = await checkout(user);
    const forged = event('checkout.session.completed', session(order.id, sessionId));
    expect((await deliver(forged, { secret: 'whsec_someone_else' })).status).toBe(400);
    const stale = event('checkout.session.completed', session(order.id, sessionId));
    expect((await deliver(stale, { timestamp: Math.floor(clock.now().getTime() / 1000) - 600 })).status).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/pay/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await recorded(forged.id)).toBeUndefined();
    expect(await recorded(stale.id)).toBeUndefined();
    expect((await orderRow(testDb.db, order.id)).status).toBe(0);
  });

  it('refuses a payment that does not match its order, and events for unknown orders, so Stripe retries', async () => {
    const user = await makeUser(testDb.db, 'global');
    const { sessionId, order } = await checkout(user);
    const cheap = event('checkout.session.completed', session(order.id, sessionId, { amount_total: 50 }));
    expect((await deliver(cheap)).status).toBe(400);
    const euro = event('checkout.session.completed', session(order.id, sessionId, { currency: 'eur' }));
    expect((await deliver(euro)).status).toBe(400);
    const unknown = event('checkout.session.completed', session('FW260801040000UNKNOWN00000000', 'cs_test_x'));
    expect((await deliver(unknown)).status).toBe(404);
    for (const e of [cheap, euro, unknown]) expect(await recorded(e.id)).toBeUndefined();
    expect((await orderRow(testDb.db, order.id)).status).toBe(0);
  });

  it('acknowledges events about nothing it sold', async () => {
    const other = event('customer.created', { id: 'cus_test_9', object: 'customer' });
    expect(await deliver(other)).toEqual({ status: 200, body: { received: true } });
    expect(await recorded(other.id)).toBeDefined();
  });
});
