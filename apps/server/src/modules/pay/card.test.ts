import { ErrorCode } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/db';
import { grantPlanPeriod } from '../membership/service';
import { makeUser, pointsDeps, testClock } from '../points/testing';
import { fulfilOrder, refundSuperseded } from './fulfil';
import { insertOrder, newOrderId } from './repo';
import { formPost, orderRow, type PayTestApp, payTestApp, permanentPoints } from './testing';

/** Overseas card payments through the sandbox card provider: checkout, result page, upgrades, billing page. */

const PUBLIC_URL = 'http://localhost:18080';
const APP = 'http://localhost:13001';
const clock = testClock('2026-08-01T04:00:00Z');
let testDb: TestDb;
let t: PayTestApp;

beforeAll(async () => {
  testDb = await createTestDb();
  t = await payTestApp({ db: testDb.db, now: clock.now, env: { PUBLIC_URL } });
});
afterAll(async () => {
  await t?.app.close();
  await testDb?.close();
});

const global = { region: 'global' as const, headers: { origin: APP } };

async function checkout(user: string, body: Record<string, unknown>) {
  const res = await t.call(user, 'POST', '/api/pay/stripe/createCheckout', body, global);
  const json = res.json();
  if (json.code !== 0) throw new Error(`checkout failed: ${res.body}`);
  return json.data as { sessionId: string; url: string };
}

async function payCheckout(user: string, body: Record<string, unknown>) {
  const { sessionId, url } = await checkout(user, body);
  const page = await formPost(t.app, new URL(url).pathname, { result: 'paid' });
  if (page.statusCode !== 200) throw new Error(`sandbox payment failed: ${page.statusCode}`);
  return { sessionId, page };
}

async function vipTypes(user: string) {
  const list = (await t.call(user, 'GET', '/api/user/vipInfo', undefined, global)).json().data.list;
  return list.map((v: { vip_type: string; batch_type: string }) => `${v.vip_type}/${v.batch_type}`);
}

describe('sandbox card checkout', () => {
  it('sells 1-4 base packages through the sandbox checkout and its signed webhook', async () => {
    const user = await makeUser(testDb.db, 'global');
    const before = await permanentPoints(testDb.db, clock.now, user);
    const { sessionId, url } = await checkout(user, { type: 'GLOBAL_POINT_500', quantity: 2 });
    expect(sessionId).toMatch(/^cs_sandbox_/);
    const orderId = new URL(url).pathname.split('/').pop() ?? '';
    expect(url).toBe(`${PUBLIC_URL}/sandbox/pay/${orderId}`);

    const page = await t.app.inject({ url: new URL(url).pathname, headers: { 'accept-language': 'en' } });
    expect(page.body).toContain('1000 points');
    expect(page.body).toContain('$10.00');

    const paid = await formPost(t.app, new URL(url).pathname, { result: 'paid' });
    expect(paid.statusCode).toBe(200);
    // The way back carries the session id, as Stripe's success_url does.
    expect(paid.body).toContain(`href="${APP}/pay-result?orderId=${orderId}&amp;session_id=${sessionId}"`);
    const status = await t.call(user, 'GET', `/api/pay/getStatus?sessionId=${sessionId}`, undefined, global);
    expect(status.json().data).toEqual({ orderId, status: 1, type: 'GLOBAL_POINT_500', points: 1000 });
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 1000);
    const events = await testDb.db.selectFrom('stripe_events').selectAll().where('order_id', '=', orderId).execute();
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
  });

  it('reports a failed card payment as failed', async () => {
    const user = await makeUser(testDb.db, 'global');
    const { sessionId, url } = await checkout(user, { type: 'GLOBAL_POINT_500' });
    expect((await formPost(t.app, new URL(url).pathname, { result: 'failed' })).statusCode).toBe(200);
    const status = await t.call(user, 'GET', `/api/pay/getStatus?sessionId=${sessionId}`, undefined, global);
    expect(status.json().data.status).toBe(3);
  });

  it('does not let another user read the result by session id', async () => {
    const owner = await makeUser(testDb.db, 'global');
    const other = await makeUser(testDb.db, 'global');
    const { sessionId } = await checkout(owner, { type: 'GLOBAL_POINT_500' });
    const res = await t.call(other, 'GET', `/api/pay/getStatus?sessionId=${sessionId}`, undefined, global);
    expect(res.json().code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('plan upgrades', () => {
  it('previews the proration, charges the saved card and switches the plan', async () => {
    const user = await makeUser(testDb.db, 'global');
    await payCheckout(user, { type: 'GLOBAL_BASE', batchType: 'month' });
    expect(await vipTypes(user)).toEqual(['GLOBAL_BASE/month']);

    // A month of Basic ($10) bought now runs 31 days: worth 1000 * 31 / 30.4375 cents.
    const credit = Math.floor((1000 * 31) / 30.4375);
    const preview = await t.call(
      user,
      'POST',
      '/api/pay/stripe/upgradeInfo',
      { type: 'GLOBAL_PRO', batchType: 'month' },
      global,
    );
    expect(preview.json().data).toEqual({
      batchType: 'month',
      type: 'GLOBAL_PRO',
      amountDue: 4000 - credit,
      currency: 'USD',
      nextBillingAt: '2026-09-01T04:00:00.000Z',
    });

    const upgraded = await t.call(
      user,
      'POST',
      '/api/pay/stripe/upgrade',
      { type: 'GLOBAL_PRO', batchType: 'month' },
      global,
    );
    expect(upgraded.json()).toMatchObject({ code: 0, data: null });
    expect(await vipTypes(user)).toEqual(['GLOBAL_PRO/month']);
    const order = await testDb.db
      .selectFrom('orders')
      .selectAll()
      .where('user_uuid', '=', user)
      .where('kind', '=', 'upgrade')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 1,
      amount: 4000 - credit,
      upgrade_from: 'GLOBAL_BASE',
      plan_type: 'GLOBAL_PRO',
    });
    expect(order.provider_txn_id).toMatch(/^pi_sandbox_/);

    const same = await t.call(
      user,
      'POST',
      '/api/pay/stripe/upgradeInfo',
      { type: 'GLOBAL_PRO', batchType: 'month' },
      global,
    );
    expect(same.json()).toMatchObject({ code: 400, msg: 'You already have this plan and billing cycle.' });
    const down = await t.call(
      user,
      'POST',
      '/api/pay/stripe/upgradeInfo',
      { type: 'GLOBAL_BASE', batchType: 'month' },
      global,
    );
    expect(down.json().msg).toBe('Downgrades are not available. Choose another plan when your current one ends.');

    // Changing only the cycle keeps the plan and credits the month just bought.
    const yearly = await t.call(
      user,
      'POST',
      '/api/pay/stripe/upgrade',
      { type: 'GLOBAL_PRO', batchType: 'year', is_change_cycle: true },
      global,
    );
    expect(yearly.json().code).toBe(0);
    expect(await vipTypes(user)).toEqual(['GLOBAL_PRO/year']);
  });

  it('keeps the current cycle unless asked to change it', async () => {
    const user = await makeUser(testDb.db, 'global');
    await payCheckout(user, { type: 'GLOBAL_BASE', batchType: 'season' });
    const res = await t.call(
      user,
      'POST',
      '/api/pay/stripe/upgrade',
      { type: 'GLOBAL_STD', batchType: 'year' },
      global,
    );
    expect(res.json().code).toBe(0);
    expect(await vipTypes(user)).toEqual(['GLOBAL_STD/season']);
  });

  it('refuses without a plan, without a saved card, and when the credit exceeds the new price', async () => {
    const none = await makeUser(testDb.db, 'global');
    const noPlan = await t.call(
      none,
      'POST',
      '/api/pay/stripe/upgradeInfo',
      { type: 'GLOBAL_PRO', batchType: 'month' },
      global,
    );
    expect(noPlan.json()).toMatchObject({ code: 400, msg: 'You have no plan to change. Please subscribe first.' });

    const gifted = await makeUser(testDb.db, 'global');
    await grantPlanPeriod(pointsDeps(testDb.db, clock.now), {
      userId: gifted,
      planType: 'GLOBAL_BASE',
      period: 'month',
      idempotencyKey: `test:${gifted}`,
      reason: 'activation code',
    });
    const noCard = await t.call(
      gifted,
      'POST',
      '/api/pay/stripe/upgrade',
      { type: 'GLOBAL_PRO', batchType: 'month' },
      global,
    );
    expect(noCard.json()).toMatchObject({ code: 400, msg: 'No saved card. Please subscribe through checkout first.' });
    const closed = await testDb.db.selectFrom('orders').select('status').where('user_uuid', '=', gifted).execute();
    expect(closed).toEqual([{ status: 2 }]);

    const yearly = await makeUser(testDb.db, 'global');
    await payCheckout(yearly, { type: 'GLOBAL_BASE', batchType: 'year' });
    const exceeds = await t.call(
      yearly,
      'POST',
      '/api/pay/stripe/upgradeInfo',
      { type: 'GLOBAL_STD', batchType: 'month' },
      global,
    );
    expect(exceeds.json().msg).toBe('Your current plan is worth more than the new one. Choose a longer billing cycle.');
  });
});

describe('parallel plan upgrades', () => {
  it('charges and credits the running plan once when five upgrades arrive at the same time', async () => {
    const user = await makeUser(testDb.db, 'global');
    await payCheckout(user, { type: 'GLOBAL_BASE', batchType: 'month' });
    const before = await testDb.db
      .selectFrom('subscriptions')
      .select(['plan_type', 'expires_at'])
      .where('user_uuid', '=', user)
      .execute();
    const upgrade = () =>
      t.call(user, 'POST', '/api/pay/stripe/upgrade', { type: 'GLOBAL_PRO', batchType: 'month' }, global);
    const answers = await Promise.all([upgrade(), upgrade(), upgrade(), upgrade(), upgrade()]);
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    for (const a of answers) {
      expect(a.statusCode).toBeLessThan(500);
      if (a.json().code !== 0) expect(a.json().msg.length).toBeGreaterThan(0);
    }

    // The ledger: one paid upgrade order, priced from the plan that was running.
    const orders = await testDb.db
      .selectFrom('orders')
      .selectAll()
      .where('user_uuid', '=', user)
      .where('kind', '=', 'upgrade')
      .execute();
    const paid = orders.filter((o) => o.status === 1);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amount).toBe(4000 - Math.floor((1000 * 31) / 30.4375));
    const trades = await testDb.db
      .selectFrom('pay_sandbox_trades')
      .select('state')
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(trades.filter((tr) => tr.state === 'paid')).toHaveLength(1);

    // The plan end date: one month of Pro from now, the Basic month ended now.
    const subs = await testDb.db
      .selectFrom('subscriptions')
      .select(['plan_type', 'expires_at'])
      .where('user_uuid', '=', user)
      .orderBy('plan_type')
      .execute();
    expect(before).toHaveLength(1);
    expect(subs).toEqual([
      { plan_type: 'GLOBAL_BASE', expires_at: clock.now() },
      { plan_type: 'GLOBAL_PRO', expires_at: new Date('2026-09-01T04:00:00Z') },
    ]);
  });
});

/** A pending upgrade order from the user's Basic plan to Pro monthly, as the upgrade call makes it. */
async function pendingUpgradeOf(user: string, amount?: number) {
  const bought = await testDb.db
    .selectFrom('orders')
    .selectAll()
    .where('user_uuid', '=', user)
    .executeTakeFirstOrThrow();
  const now = clock.now();
  return insertOrder(testDb.db, {
    ...bought,
    id: newOrderId(now),
    kind: 'upgrade',
    status: 0,
    package_type: 'GLOBAL_PRO',
    plan_type: 'GLOBAL_PRO',
    list_amount: 4000,
    amount: amount ?? bought.amount,
    upgrade_from: 'GLOBAL_BASE',
    provider_ref: null,
    provider_txn_id: null,
    created_at: now,
    updated_at: now,
    expires_at: new Date(now.getTime() + 60_000),
    paid_at: null,
    closed_at: null,
  });
}

describe('superseded upgrades', () => {
  it('refuses and refunds an upgrade paid after the plan it replaces stopped running', async () => {
    const user = await makeUser(testDb.db, 'global');
    await payCheckout(user, { type: 'GLOBAL_BASE', batchType: 'month' });
    const order = await pendingUpgradeOf(user, 3000);
    // Another change ended the Basic plan meanwhile: its credit is spent.
    await testDb.db
      .updateTable('subscriptions')
      .set({ expires_at: clock.now() })
      .where('user_uuid', '=', user)
      .execute();

    const deps = { ...pointsDeps(testDb.db, clock.now), log: t.app.log };
    const proof = { orderId: order.id, provider: 'stripe' as const, sandbox: true, amount: 3000, currency: 'usd' };
    const first = await fulfilOrder(deps, { ...proof, transactionId: 'pi_test_superseded' });
    expect(first.outcome).toBe('superseded');
    expect(await orderRow(testDb.db, order.id)).toMatchObject({ status: 3, provider_txn_id: 'pi_test_superseded' });
    // A redelivered proof of the same payment is still refused: nothing is granted later.
    expect((await fulfilOrder(deps, { ...proof, transactionId: 'pi_test_superseded' })).outcome).toBe('superseded');
    expect(await vipTypes(user)).toEqual([]);

    const refunds: string[] = [];
    await refundSuperseded(deps, { refund: async (_o, txn) => void refunds.push(txn) }, order, 'pi_test_superseded');
    expect(refunds).toEqual(['pi_test_superseded']);
  });

  it('refuses a second upgrade while one is being charged', async () => {
    const user = await makeUser(testDb.db, 'global');
    await payCheckout(user, { type: 'GLOBAL_BASE', batchType: 'month' });
    await pendingUpgradeOf(user);
    const res = await t.call(
      user,
      'POST',
      '/api/pay/stripe/upgrade',
      { type: 'GLOBAL_PRO', batchType: 'month' },
      global,
    );
    expect(res.json()).toMatchObject({
      code: 400,
      msg: 'Another plan change is being processed. Please wait a moment and try again.',
    });
    expect(await vipTypes(user)).toEqual(['GLOBAL_BASE/month']);
  });
});

describe('billing portal', () => {
  it('links to a signed sandbox billing page listing the user’s card orders', async () => {
    const user = await makeUser(testDb.db, 'global');
    const { sessionId } = await payCheckout(user, { type: 'GLOBAL_POINT_500', quantity: 1 });
    const res = await t.call(user, 'GET', '/api/pay/stripe/customerPortal', undefined, global);
    const { url } = res.json().data;
    expect(url.startsWith(`${PUBLIC_URL}/sandbox/pay/portal?token=`)).toBe(true);
    const link = new URL(url);
    const page = await t.app.inject({ url: `${link.pathname}${link.search}`, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/data-testid="sandbox-portal-order"/g)).toHaveLength(1);
    expect(page.body).toContain(`href="${APP}/"`);
    const order = await testDb.db
      .selectFrom('orders')
      .select('id')
      .where('provider_ref', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect((await orderRow(testDb.db, order.id)).status).toBe(1);

    const tampered = `${link.pathname}${link.search.slice(0, -2)}xx`;
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
  });
});
