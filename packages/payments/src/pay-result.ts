import type { PayStatus } from '@framewise/contracts';
import { ORDER_STATUS } from '@framewise/contracts/routes';
import { type AppThunk, refreshVip } from '@framewise/stores';

/** The route of the payment result page. */
export const PAY_RESULT_PATH = '/pay-result';

/**
 * Where a payer comes back after paying elsewhere (the payment page, the card checkout): this app's result page.
 * The server appends the order (orderId, and session_id for card checkout) and accepts only origins it knows.
 */
export function payReturnUrl(origin: string = window.location.origin): string {
  return `${origin}${PAY_RESULT_PATH}`;
}

/** Which order the result page confirms: ours (QR and sandbox returns) or the card provider's checkout session. */
export type PayRef = { orderId: string } | { sessionId: string };

/** The order named by the page address: orderId, or the session_id the card checkout appends on its way back. */
export function payRefOf(search: string): PayRef | null {
  const params = new URLSearchParams(search);
  const orderId = params.get('orderId')?.trim();
  if (orderId) return { orderId };
  const sessionId = (params.get('session_id') ?? params.get('sessionId'))?.trim();
  return sessionId ? { sessionId } : null;
}

/** A pending result is asked again every 2 s, 8 times (about 15 s), before the page says it is still pending. */
export const RESULT_POLL = { intervalMs: 2000, attempts: 8 };

export type PayResult = { kind: 'paid'; points: number } | { kind: 'pending' } | { kind: 'failed' };

/**
 * Asks the server for the order's result (GET /api/pay/getStatus, which fulfils a paid order on read) until it is
 * settled or the attempts run out. A paid order reloads the membership and the user info; their failure does not
 * change the result. `wait` and `live` let the page stop when it unmounts.
 */
export const confirmPayment =
  (
    ref: PayRef,
    {
      wait,
      live = () => true,
      poll = RESULT_POLL,
    }: { wait(ms: number): Promise<void>; live?: () => boolean; poll?: typeof RESULT_POLL },
  ): AppThunk<Promise<PayResult>> =>
  async (dispatch, _getState, { http }) => {
    let status: PayStatus | undefined;
    for (let attempt = 1; attempt <= poll.attempts; attempt++) {
      status = await http.call('getPayStatus', { query: ref });
      if (status.status !== ORDER_STATUS.PENDING || !live()) break;
      if (attempt < poll.attempts) await wait(poll.intervalMs);
      if (!live()) break;
    }
    if (status?.status === ORDER_STATUS.PAID) {
      await dispatch(refreshVip()).catch(() => undefined);
      return { kind: 'paid', points: status.points };
    }
    if (status?.status === ORDER_STATUS.PENDING || !status) return { kind: 'pending' };
    return { kind: 'failed' };
  };
