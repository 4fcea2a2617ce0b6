import { useGetPayStatusQuery } from '@framewise/api-client';
import { ORDER_STATUS } from '@framewise/contracts/routes';
import { refreshVip, useAppDispatch } from '@framewise/stores';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';

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

/** What the result page shows while it asks, once it knows, or when the server could not answer. */
export type PayResultView = { kind: 'checking' } | { kind: 'missing' } | { kind: 'error'; error: unknown } | PayResult;

/**
 * The order's result (GET /api/pay/getStatus, which fulfils a paid order on read) through the pay endpoint, asked
 * again every `poll.intervalMs` while pending, `poll.attempts` answers at most, then said to be still pending.
 * A paid order reloads the membership and the user info (their failure does not change the result). checkAgain
 * starts a new round.
 */
export function usePayResult(ref: PayRef | null, poll = RESULT_POLL): { view: PayResultView; checkAgain(): void } {
  const dispatch = useAppDispatch();
  const answers = useRef(0);
  const [spent, setSpent] = useState(false);
  const { currentData, fulfilledTimeStamp, isError, error, refetch } = useGetPayStatusQuery(ref ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const status = currentData?.status;
  const waiting = status === ORDER_STATUS.PENDING && !spent;

  // Each answer counts against the attempts; a pending one schedules the next ask until they are spent (scheduled
  // here rather than by pollingInterval, whose timer is set before this hook has counted the answer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer; status and refetch come with it
  useEffect(() => {
    if (!fulfilledTimeStamp) return;
    answers.current += 1;
    if (status !== ORDER_STATUS.PENDING) return;
    if (answers.current >= poll.attempts) {
      setSpent(true);
      return;
    }
    const timer = setTimeout(() => void refetch(), poll.intervalMs);
    return () => clearTimeout(timer);
  }, [fulfilledTimeStamp]);
  useEffect(() => {
    if (status === ORDER_STATUS.PAID) dispatch(refreshVip()).catch(() => undefined);
  }, [dispatch, status]);

  const checkAgain = useCallback(() => {
    answers.current = 0;
    setSpent(false);
    void refetch();
  }, [refetch]);

  let view: PayResultView;
  if (!ref) view = { kind: 'missing' };
  else if (isError) view = { kind: 'error', error };
  else if (!currentData || waiting) view = { kind: 'checking' };
  else if (status === ORDER_STATUS.PAID) view = { kind: 'paid', points: currentData.points };
  else if (status === ORDER_STATUS.PENDING) view = { kind: 'pending' };
  else view = { kind: 'failed' };
  return { view, checkAgain };
}
