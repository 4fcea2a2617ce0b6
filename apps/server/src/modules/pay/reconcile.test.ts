import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/db';
import { makeUser, testClock } from '../points/testing';
import { moveTrade } from './sandbox/trades-repo';
import { orderRow, type PayTestApp, payTestApp, permanentPoints } from './testing';

/** The reconciliation timer, against the sandbox provider: lost notifies and abandoned QR codes. */

const clock = testClock('2026-08-01T04:00:00Z');
let testDb: TestDb;
let t: PayTestApp;

beforeAll(async () => {
  testDb = await createTestDb();
  t = await payTestApp({
    db: testDb.db,
    now: clock.now,
    env: { PAY_RECONCILE_INTERVAL_S: '1', PAY_RECONCILE_AFTER_MIN: '5' },
  });
});
afterAll(async () => {
  await t?.app.close();
  await testDb?.close();
});

async function newOrder(user: string) {
  const res = await t.call(user, 'POST', '/api/pay/createOrder', { type: 'POINT_100', pay_scene: 'pc' });
  return res.json().data.orderId as string;
}

/** Waits for the timer to bring the order to a status (the interval is 1 s). */
async function statusEventually(orderId: string, status: number): Promise<number> {
  const deadline = Date.now() + 5000;
  let current = (await orderRow(testDb.db, orderId)).status;
  while (current !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await orderRow(testDb.db, orderId)).status;
  }
  return current;
}

describe('payment reconciliation', () => {
  it('fulfils a paid order whose notify was lost, once it has been pending N minutes', async () => {
    const user = await makeUser(testDb.db);
    const before = await permanentPoints(testDb.db, clock.now, user);
    const orderId = await newOrder(user);
    // The payer paid, but no notify ever arrived.
    await moveTrade(testDb.db, orderId, ['open'], 'paid', clock.now());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await orderRow(testDb.db, orderId)).status).toBe(0);

    clock.advance(5 * 60 * 1000 + 1000);
    expect(await statusEventually(orderId, 1)).toBe(1);
    expect(await permanentPoints(testDb.db, clock.now, user)).toBe(before + 100);
  });

  it('closes an order nobody paid once its QR code expired, at the provider too', async () => {
    const user = await makeUser(testDb.db);
    const orderId = await newOrder(user);
    clock.advance(6 * 60 * 1000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Pending for 6 minutes but still payable: asked about, left open.
    expect((await orderRow(testDb.db, orderId)).status).toBe(0);
    clock.advance(10 * 60 * 1000);
    expect(await statusEventually(orderId, 2)).toBe(2);
    const trade = await testDb.db
      .selectFrom('pay_sandbox_trades')
      .select('state')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(trade.state).toBe('closed');
  });
});
