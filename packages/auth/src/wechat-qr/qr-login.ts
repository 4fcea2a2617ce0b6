import { ApiError } from '@framewise/api-client';
import type { QrLoginStatus } from '@framewise/contracts';

/** What the QR panel shows. */
export type QrView =
  | { kind: 'loading' }
  | { kind: 'shown'; url: string }
  | { kind: 'expired' }
  /** message: the server's own text; absent means the generic load-failure text. */
  | { kind: 'failed'; message?: string };

/**
 * A login QR code (docs/product.md, "Accounts and login"): valid 5 minutes, polled every 1.5 s with 3 error retries,
 * refresh at most once per 2 s.
 */
export const QR_TIMING = {
  validityMs: 5 * 60_000,
  pollIntervalMs: 1500,
  pollRetries: 3,
  refreshThrottleMs: 2000,
};
export type QrTiming = typeof QR_TIMING;

export interface QrLoginOptions {
  requestQr(uuid: string): Promise<{ url: string }>;
  pollStatus(uuid: string): Promise<QrLoginStatus>;
  onView(view: QrView): void;
  /** Polling started or stopped: the store's loginPolling flag follows it. */
  onPolling(active: boolean): void;
  /** The WeChat user has a phone: the session is set. */
  onLoggedIn(): void;
  /** The WeChat user has no phone yet: the bind-phone form takes over with this login's uuid. */
  onNeedPhone(uuid: string): void;
  /** A request failed without an answer from the server (network, timeout): the request-error toast. */
  onRequestError(err: unknown): void;
  newUuid?: () => string;
  timing?: Partial<QrTiming>;
  now?: () => number;
}

export interface QrLogin {
  /** Requests a new QR code (a fresh uuid each time) and starts polling. */
  start(): void;
  /** The refresh button: starts again unless the last refresh was under 2 s ago; returns whether it did. */
  refresh(): boolean;
  /** Stops timers and polling; answers still in flight are ignored. */
  stop(): void;
}

const randomUuid = () => globalThis.crypto.randomUUID();

/**
 * The WeChat QR login as a small state machine over timers, apart from React so its timing is
 * testable with fake timers. Each start() opens a new generation; anything that answers for an older generation
 * is dropped, so a slow answer can never bring back a QR code that was replaced or closed.
 */
export function createQrLogin(options: QrLoginOptions): QrLogin {
  const timing = { ...QR_TIMING, ...options.timing };
  const newUuid = options.newUuid ?? randomUuid;
  const now = options.now ?? (() => Date.now());
  let generation = 0;
  let polling = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastRefresh = Number.NEGATIVE_INFINITY;

  const setPolling = (active: boolean) => {
    if (polling === active) return;
    polling = active;
    options.onPolling(active);
  };

  /** Ends the current generation: no more timers, polling off. */
  const end = () => {
    generation++;
    clearTimeout(pollTimer);
    clearTimeout(expiryTimer);
    setPolling(false);
  };

  const expire = () => {
    end();
    options.onView({ kind: 'expired' });
  };

  const schedulePoll = (gen: number, uuid: string, failures: number) => {
    pollTimer = setTimeout(() => void poll(gen, uuid, failures), timing.pollIntervalMs);
  };

  async function poll(gen: number, uuid: string, failures: number) {
    let status: QrLoginStatus;
    try {
      status = await options.pollStatus(uuid);
    } catch {
      if (gen !== generation) return;
      if (failures + 1 > timing.pollRetries) {
        end();
        options.onView({ kind: 'failed' });
      } else schedulePoll(gen, uuid, failures + 1);
      return;
    }
    if (gen !== generation) return;
    switch (status.status) {
      case 'pending':
        schedulePoll(gen, uuid, 0);
        break;
      case 'expired':
        expire();
        break;
      case 'need_phone':
        end();
        options.onNeedPhone(uuid);
        break;
      case 'logged_in':
        end();
        options.onLoggedIn();
        break;
    }
  }

  async function start() {
    end();
    const gen = generation;
    const uuid = newUuid();
    options.onView({ kind: 'loading' });
    let url: string;
    try {
      ({ url } = await options.requestQr(uuid));
    } catch (err) {
      if (gen !== generation) return;
      // A business answer shows its own message on the panel; a failed request also gets the error toast.
      const answered = err instanceof ApiError && err.kind === 'business';
      options.onView(answered && err.msg ? { kind: 'failed', message: err.msg } : { kind: 'failed' });
      if (!answered) options.onRequestError(err);
      return;
    }
    if (gen !== generation) return;
    options.onView({ kind: 'shown', url });
    expiryTimer = setTimeout(() => {
      if (gen === generation) expire();
    }, timing.validityMs);
    setPolling(true);
    schedulePoll(gen, uuid, 0);
  }

  return {
    start: () => void start(),
    refresh() {
      const t = now();
      if (t - lastRefresh < timing.refreshThrottleMs) return false;
      lastRefresh = t;
      void start();
      return true;
    },
    stop: end,
  };
}
