import type { OrderRow } from '../repo';

/** Sends a provider's notify to this API's own endpoint (app.inject), as the provider would over HTTP. */
export type Deliver = (request: {
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number; body: string }>;

/** The sandbox page's "pay" and "fail" buttons for one provider. */
export interface SandboxPayer {
  /**
   * Settles the order's trade at the sandbox provider. A payment is announced by a signed notify through the
   * production endpoint; true when the trade changed (and that notify was accepted).
   */
  pay(order: OrderRow, result: 'paid' | 'failed'): Promise<boolean>;
}
