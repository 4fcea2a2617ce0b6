import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS, RECONCILE_BATCH } from './constants';
import { pendingOrders } from './repo';
import { type PayContext, refreshOrder } from './service';

/**
 * Reconciliation: orders still pending N minutes after creation (a lost notify, a closed browser) are checked with
 * their provider, which fulfils the paid ones through the one fulfilment function and closes the expired ones.
 */

export interface ReconcileReport {
  checked: number;
  paid: number;
  closed: number;
  failed: number;
}

export async function reconcileOnce(ctx: PayContext): Promise<ReconcileReport> {
  const now = ctx.now();
  const before = new Date(now.getTime() - ctx.config.pay.reconcileAfterMinutes * 60_000);
  const report: ReconcileReport = { checked: 0, paid: 0, closed: 0, failed: 0 };
  for (const order of await pendingOrders(ctx.db, before, RECONCILE_BATCH)) {
    report.checked++;
    const after = await refreshOrder(ctx, order, { force: true });
    if (after.status === ORDER_STATUS.PAID) report.paid++;
    else if (after.status === ORDER_STATUS.CLOSED) report.closed++;
    else if (after.status === ORDER_STATUS.FAILED) report.failed++;
  }
  return report;
}

/**
 * Runs reconcileOnce every PAY_RECONCILE_INTERVAL_S seconds (off when 0, the test default) on a timer that does
 * not keep the process alive; a run never overlaps the previous one, and closing the app waits for the current run.
 */
export function startReconciliation(app: FastifyInstance, ctx: PayContext): void {
  const seconds = ctx.config.pay.reconcileIntervalSeconds;
  if (seconds <= 0) return;
  let current: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (current) return;
    current = reconcileOnce(ctx)
      .then((report) => {
        if (report.checked > 0) ctx.log.info(report, 'payment reconciliation');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        current = undefined;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await current;
  });
}
