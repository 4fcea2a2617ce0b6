import { ORDER_STATUS, type OrderStatus } from '@framewise/contracts/routes';

/**
 * A QR payment (docs/product.md, "Payments"): poll every 1.5 s with 3 error retries, a new QR every 5 minutes,
 * 15 minutes in all.
 */
export const QR_ORDER_TIMING = {
  pollIntervalMs: 1500,
  pollRetries: 3,
  refreshMs: 5 * 60_000,
  sessionMs: 15 * 60_000,
  /** How long the success state shows before the payment closes. */
  successCloseMs: 1500,
};
export type QrOrderTiming = typeof QR_ORDER_TIMING;

/** Why a payment shows the fail state: the order could not be created, polling kept failing, or it was declined. */
export type QrOrderFailure = 'create' | 'poll' | 'declined';

/** What the QR payment shows (scanning, success, fail with retry, timeout). */
export type QrOrderState =
  | { kind: 'idle' }
  /** The order (and so the QR content) is being created. */
  | { kind: 'creating' }
  /** retrying: the last status check failed and is being retried ('payment failed, retrying'). */
  | { kind: 'scanning'; orderId: string; codeUrl: string; retrying: boolean }
  | { kind: 'success'; orderId: string }
  /** message: the server's own text, when it sent one. */
  | { kind: 'fail'; reason: QrOrderFailure; message?: string }
  /** The 15-minute session ran out: polling stopped, the order counts as closed (status 2). */
  | { kind: 'timeout' }
  | { kind: 'closed' };

export interface CreatedOrder {
  orderId: string;
  code_url: string;
}

/** Timers, injectable so tests (and stories) control time. */
export interface Scheduler {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Whether the page is hidden, and a way to hear when that changes. */
export interface PageVisibility {
  hidden(): boolean;
  /** Calls listener on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface QrOrderOptions {
  createOrder(): Promise<CreatedOrder>;
  checkOrder(orderId: string): Promise<{ status: OrderStatus }>;
  onState(state: QrOrderState): void;
  /** The order is paid: refresh the membership and points. Its failure does not undo the success. */
  onPaid(orderId: string): void | Promise<void>;
  /** successCloseMs after the success: close the payment. */
  onDone?(): void;
  timing?: Partial<QrOrderTiming>;
  scheduler?: Scheduler;
  visibility?: PageVisibility;
}

export interface QrOrder {
  /** Starts a 15-minute payment session: creates an order, shows its QR and polls its status. */
  open(): void;
  /** From fail or timeout: a new session with a new order. */
  retry(): void;
  /** Stops everything; answers still in flight are ignored. */
  close(): void;
  state(): QrOrderState;
}

const globalScheduler: Scheduler = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The document's visibility; always visible where there is no document. */
export function documentVisibility(): PageVisibility {
  if (typeof document === 'undefined') return { hidden: () => false, subscribe: () => () => {} };
  return {
    hidden: () => document.hidden,
    subscribe(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

/** The server's own message of a failed call, when it answered with one. */
function serverMessage(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { kind, msg } = err as { kind?: unknown; msg?: unknown };
  return kind === 'business' && typeof msg === 'string' && msg ? msg : undefined;
}

/**
 * The QR-code payment as a state machine over timers, apart from React so its timing is testable.
 * Every open, retry, close or terminal state starts a new session number; an answer for an older one is dropped, so
 * nothing late can bring back a QR code that was replaced or closed.
 */
export function createQrOrder(options: QrOrderOptions): QrOrder {
  const timing = { ...QR_ORDER_TIMING, ...options.timing };
  const scheduler = options.scheduler ?? globalScheduler;
  const visibility = options.visibility ?? documentVisibility();
  let current: QrOrderState = { kind: 'idle' };
  let session = 0;
  // Each order gets its own poll chain; replacing the order ends the old chain.
  let chain = 0;
  let orderId = '';
  let failures = 0;
  let pollTimer: unknown;
  let refreshTimer: unknown;
  let sessionTimer: unknown;
  let doneTimer: unknown;
  // A poll or a refresh that came due while the page was hidden waits for it to show again.
  let pollWaiting = false;
  let refreshWaiting = false;
  let unsubscribe: (() => void) | undefined;

  const emit = (state: QrOrderState) => {
    current = state;
    options.onState(state);
  };

  const clear = (handle: unknown) => {
    if (handle !== undefined) scheduler.clearTimeout(handle);
  };

  /** Ends the session: no timers, no listener, answers in flight ignored. */
  const end = () => {
    session++;
    chain++;
    for (const handle of [pollTimer, refreshTimer, sessionTimer, doneTimer]) clear(handle);
    pollTimer = refreshTimer = sessionTimer = doneTimer = undefined;
    pollWaiting = refreshWaiting = false;
    unsubscribe?.();
    unsubscribe = undefined;
  };

  const succeed = (paidOrder: string) => {
    end();
    const gen = session;
    emit({ kind: 'success', orderId: paidOrder });
    void Promise.resolve()
      .then(() => options.onPaid(paidOrder))
      .catch(() => undefined);
    doneTimer = scheduler.setTimeout(() => {
      if (gen === session) options.onDone?.();
    }, timing.successCloseMs);
  };

  const fail = (reason: QrOrderFailure, message?: string) => {
    end();
    emit(message ? { kind: 'fail', reason, message } : { kind: 'fail', reason });
  };

  const schedulePoll = (gen: number, link: number) => {
    pollTimer = scheduler.setTimeout(() => {
      pollTimer = undefined;
      if (visibility.hidden()) pollWaiting = true;
      else void poll(gen, link);
    }, timing.pollIntervalMs);
  };

  async function poll(gen: number, link: number) {
    const polled = orderId;
    let status: OrderStatus;
    try {
      ({ status } = await options.checkOrder(polled));
    } catch {
      if (gen !== session || link !== chain) return;
      failures++;
      if (failures > timing.pollRetries) return fail('poll');
      if (current.kind === 'scanning' && !current.retrying) emit({ ...current, retrying: true });
      return schedulePoll(gen, link);
    }
    if (gen !== session || link !== chain) return;
    failures = 0;
    if (current.kind === 'scanning' && current.retrying) emit({ ...current, retrying: false });
    if (status === ORDER_STATUS.PAID) return succeed(polled);
    if (status === ORDER_STATUS.FAILED) return fail('declined');
    // The provider closed the order under the QR code: show a fresh one.
    if (status === ORDER_STATUS.CLOSED) return showNewOrder(gen);
    schedulePoll(gen, link);
  }

  /** Creates an order and shows its QR code; the first of a session, or the 5-minute replacement. */
  async function showNewOrder(gen: number) {
    let order: CreatedOrder;
    try {
      order = await options.createOrder();
    } catch (err) {
      if (gen === session) fail('create', serverMessage(err));
      return;
    }
    if (gen !== session) return;
    chain++;
    failures = 0;
    orderId = order.orderId;
    emit({ kind: 'scanning', orderId: order.orderId, codeUrl: order.code_url, retrying: false });
    clear(pollTimer);
    clear(refreshTimer);
    pollWaiting = refreshWaiting = false;
    refreshTimer = scheduler.setTimeout(() => {
      refreshTimer = undefined;
      if (visibility.hidden()) refreshWaiting = true;
      else void refresh(gen);
    }, timing.refreshMs);
    schedulePoll(gen, chain);
  }

  /** Replaces the QR code with a new order, unless the old one was paid in the meantime. */
  async function refresh(gen: number) {
    const old = orderId;
    chain++;
    clear(pollTimer);
    pollTimer = undefined;
    try {
      const { status } = await options.checkOrder(old);
      if (gen !== session) return;
      if (status === ORDER_STATUS.PAID) return succeed(old);
    } catch {
      // The old order stays checkable by the server's reconciliation; the new QR code matters more now.
    }
    if (gen === session) await showNewOrder(gen);
  }

  const onVisibility = (gen: number) => () => {
    if (gen !== session || visibility.hidden()) return;
    if (refreshWaiting) {
      refreshWaiting = false;
      pollWaiting = false;
      void refresh(gen);
    } else if (pollWaiting) {
      pollWaiting = false;
      void poll(gen, chain);
    }
  };

  const start = () => {
    end();
    const gen = session;
    orderId = '';
    unsubscribe = visibility.subscribe(onVisibility(gen));
    sessionTimer = scheduler.setTimeout(() => {
      if (gen !== session) return;
      end();
      emit({ kind: 'timeout' });
    }, timing.sessionMs);
    emit({ kind: 'creating' });
    void showNewOrder(gen);
  };

  return {
    open: start,
    retry: start,
    close() {
      end();
      emit({ kind: 'closed' });
    },
    state: () => current,
  };
}
