import { ORDER_STATUS, type OrderStatus } from '@framewise/contracts/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQrOrder,
  type PageVisibility,
  QR_ORDER_TIMING,
  type QrOrderOptions,
  type QrOrderState,
} from './qr-order';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A page whose visibility the test flips, firing the listeners like visibilitychange. */
function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    hidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    visibility,
    listeners,
    set(value: boolean) {
      hidden = value;
      for (const listener of listeners) listener();
    },
  };
}

type StatusAnswer = OrderStatus | Error;

function setup(statuses: StatusAnswer[] = [], overrides: Partial<QrOrderOptions> = {}) {
  const states: QrOrderState[] = [];
  const page = fakeVisibility();
  let orders = 0;
  const options = {
    createOrder: vi.fn(async () => {
      orders++;
      return { orderId: `order-${orders}`, code_url: `weixin://wxpay/bizpayurl?pr=${orders}` };
    }),
    checkOrder: vi.fn(async (_orderId: string) => {
      const next = statuses.length ? statuses.shift() : ORDER_STATUS.PENDING;
      if (next instanceof Error) throw next;
      return { status: next ?? ORDER_STATUS.PENDING };
    }),
    onState: (state: QrOrderState) => states.push(state),
    onPaid: vi.fn(),
    onDone: vi.fn(),
    visibility: page.visibility,
    ...overrides,
  };
  const order = createQrOrder(options);
  return { order, options, states, page, last: () => states.at(-1) };
}

const polls = (options: Pick<QrOrderOptions, 'checkOrder'>) => vi.mocked(options.checkOrder).mock.calls.length;

describe('QR order', () => {
  it('creates an order on open and shows its QR content', async () => {
    const { order, options, states } = setup();
    order.open();
    expect(states).toEqual([{ kind: 'creating' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(options.createOrder).toHaveBeenCalledTimes(1);
    expect(order.state()).toEqual({
      kind: 'scanning',
      orderId: 'order-1',
      codeUrl: 'weixin://wxpay/bizpayurl?pr=1',
      retrying: false,
    });
    order.close();
  });

  it('polls the order status every 1.5 s', async () => {
    const { order, options } = setup();
    order.open();
    await vi.advanceTimersByTimeAsync(1499);
    expect(options.checkOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(options.checkOrder).toHaveBeenCalledTimes(1);
    expect(options.checkOrder).toHaveBeenCalledWith('order-1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(options.checkOrder).toHaveBeenCalledTimes(3);
    order.close();
  });

  it('on status 1 stops polling, shows success, refreshes membership once and closes after the success shows', async () => {
    const { order, options, last } = setup([ORDER_STATUS.PENDING, ORDER_STATUS.PAID]);
    order.open();
    await vi.advanceTimersByTimeAsync(3000);
    expect(last()).toEqual({ kind: 'success', orderId: 'order-1' });
    expect(options.onPaid).toHaveBeenCalledTimes(1);
    expect(options.onPaid).toHaveBeenCalledWith('order-1');
    expect(options.onDone).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QR_ORDER_TIMING.successCloseMs);
    expect(options.onDone).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(options.checkOrder).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failed membership refresh does not undo the success', async () => {
    const { order, options, last } = setup([ORDER_STATUS.PAID], {
      onPaid: vi.fn(async () => {
        throw new Error('vipInfo failed');
      }),
    });
    order.open();
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()?.kind).toBe('success');
    await vi.advanceTimersByTimeAsync(QR_ORDER_TIMING.successCloseMs);
    expect(options.onDone).toHaveBeenCalledTimes(1);
  });

  it('retries a failed status check 3 times, saying so, then shows the fail state', async () => {
    const down = new Error('Failed to fetch');
    const { order, options, states, last } = setup([down, down, down, down]);
    order.open();
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()).toMatchObject({ kind: 'scanning', retrying: true });
    await vi.advanceTimersByTimeAsync(1500 * 2);
    expect(options.checkOrder).toHaveBeenCalledTimes(3);
    expect(last()?.kind).toBe('scanning');
    await vi.advanceTimersByTimeAsync(1500);
    expect(options.checkOrder).toHaveBeenCalledTimes(4);
    expect(last()).toEqual({ kind: 'fail', reason: 'poll' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(options.checkOrder).toHaveBeenCalledTimes(4);
    expect(states.filter((s) => s.kind === 'scanning' && s.retrying)).toHaveLength(1);
  });

  it('a successful check resets the error count', async () => {
    const down = new Error('Failed to fetch');
    const { order, options, last } = setup([down, down, down, ORDER_STATUS.PENDING, down, down, down]);
    order.open();
    await vi.advanceTimersByTimeAsync(1500 * 7);
    expect(options.checkOrder).toHaveBeenCalledTimes(7);
    expect(last()).toMatchObject({ kind: 'scanning', retrying: true });
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()).toMatchObject({ kind: 'scanning', retrying: false });
    order.close();
  });

  it('shows the fail state for a declined payment, and retry starts over with a new order', async () => {
    const { order, options, last } = setup([ORDER_STATUS.FAILED]);
    order.open();
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()).toEqual({ kind: 'fail', reason: 'declined' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(options.checkOrder).toHaveBeenCalledTimes(1);

    order.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ kind: 'scanning', orderId: 'order-2' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(options.checkOrder).toHaveBeenLastCalledWith('order-2');
    order.close();
  });

  it("shows the server's message when the order cannot be created", async () => {
    const refused = Object.assign(new Error('refused'), { kind: 'business', msg: '优惠码已失效' });
    const { order, last } = setup([], { createOrder: vi.fn(async () => Promise.reject(refused)) });
    order.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ kind: 'fail', reason: 'create', message: '优惠码已失效' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not poll while the page is hidden and resumes when it shows again', async () => {
    const { order, options, page } = setup();
    order.open();
    await vi.advanceTimersByTimeAsync(1500);
    expect(polls(options)).toBe(1);
    page.set(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls(options)).toBe(1);
    page.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls(options)).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(polls(options)).toBe(3);
    order.close();
  });

  it('replaces the QR code with a new order every 5 minutes, checking the old one first', async () => {
    const { order, options, last } = setup();
    order.open();
    await vi.advanceTimersByTimeAsync(QR_ORDER_TIMING.refreshMs - 1);
    expect(options.createOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(options.createOrder).toHaveBeenCalledTimes(2);
    expect(options.checkOrder).toHaveBeenLastCalledWith('order-1');
    expect(last()).toMatchObject({ kind: 'scanning', orderId: 'order-2', codeUrl: 'weixin://wxpay/bizpayurl?pr=2' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(options.checkOrder).toHaveBeenLastCalledWith('order-2');
    await vi.advanceTimersByTimeAsync(QR_ORDER_TIMING.refreshMs);
    expect(options.createOrder).toHaveBeenCalledTimes(3);
    order.close();
  });

  it('succeeds instead of refreshing when the old order was paid at the last moment', async () => {
    const statuses: StatusAnswer[] = Array.from({ length: 199 }, () => ORDER_STATUS.PENDING);
    const { order, options, last } = setup([...statuses, ORDER_STATUS.PAID]);
    order.open();
    await vi.advanceTimersByTimeAsync(QR_ORDER_TIMING.refreshMs);
    expect(polls(options)).toBe(200);
    expect(last()).toEqual({ kind: 'success', orderId: 'order-1' });
    expect(options.createOrder).toHaveBeenCalledTimes(1);
  });

  it('a refresh that comes due while hidden waits for the page to show', async () => {
    const { order, options, page } = setup();
    order.open();
    await vi.advanceTimersByTimeAsync(1000);
    page.set(true);
    await vi.advanceTimersByTimeAsync(QR_ORDER_TIMING.refreshMs);
    expect(options.createOrder).toHaveBeenCalledTimes(1);
    page.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(options.createOrder).toHaveBeenCalledTimes(2);
    order.close();
  });

  it('shows a fresh QR code when the provider closed the order', async () => {
    const { order, options, last } = setup([ORDER_STATUS.CLOSED]);
    order.open();
    await vi.advanceTimersByTimeAsync(1500);
    expect(options.createOrder).toHaveBeenCalledTimes(2);
    expect(last()).toMatchObject({ kind: 'scanning', orderId: 'order-2' });
    order.close();
  });

  it('times out after 15 minutes: the timeout state, polling stopped', async () => {
    const { order, options, page, last } = setup();
    order.open();
    await vi.advanceTimersByTimeAsync(QR_ORDER_TIMING.sessionMs - 1);
    expect(last()?.kind).toBe('scanning');
    expect(options.createOrder).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toEqual({ kind: 'timeout' });
    const seen = polls(options);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls(options)).toBe(seen);
    expect(vi.getTimerCount()).toBe(0);
    expect(page.listeners.size).toBe(0);

    order.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ kind: 'scanning', orderId: 'order-4' });
    order.close();
  });

  it('closing cancels polling and ignores answers in flight', async () => {
    let answer: (value: { status: OrderStatus }) => void = () => {};
    const { order, options, page, last } = setup([], {
      checkOrder: vi.fn(() => new Promise<{ status: OrderStatus }>((resolve) => (answer = resolve))),
    });
    order.open();
    await vi.advanceTimersByTimeAsync(1500);
    expect(options.checkOrder).toHaveBeenCalledTimes(1);
    order.close();
    expect(last()).toEqual({ kind: 'closed' });
    answer({ status: ORDER_STATUS.PAID });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(last()).toEqual({ kind: 'closed' });
    expect(options.onPaid).not.toHaveBeenCalled();
    expect(options.checkOrder).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(page.listeners.size).toBe(0);
  });

  it('closing while the order is being created drops the order', async () => {
    let created: (value: { orderId: string; code_url: string }) => void = () => {};
    const { order, options, last } = setup([], {
      createOrder: vi.fn(() => new Promise<{ orderId: string; code_url: string }>((resolve) => (created = resolve))),
    });
    order.open();
    order.close();
    created({ orderId: 'late', code_url: 'weixin://late' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(last()).toEqual({ kind: 'closed' });
    expect(options.checkOrder).not.toHaveBeenCalled();
  });

  it('closing after success cancels the pending close callback', async () => {
    const { order, options } = setup([ORDER_STATUS.PAID]);
    order.open();
    await vi.advanceTimersByTimeAsync(1500);
    order.close();
    await vi.advanceTimersByTimeAsync(QR_ORDER_TIMING.successCloseMs);
    expect(options.onDone).not.toHaveBeenCalled();
  });

  it('runs on an injected scheduler', async () => {
    vi.useRealTimers();
    const queue: { run: () => void; ms: number }[] = [];
    const { order, options } = setup([], {
      scheduler: {
        setTimeout: (run, ms) => {
          const entry = { run, ms };
          queue.push(entry);
          return entry;
        },
        clearTimeout: (handle) => {
          const i = queue.indexOf(handle as (typeof queue)[number]);
          if (i >= 0) queue.splice(i, 1);
        },
      },
    });
    order.open();
    await Promise.resolve();
    await Promise.resolve();
    expect(queue.map((e) => e.ms).sort((a, b) => a - b)).toEqual([
      QR_ORDER_TIMING.pollIntervalMs,
      QR_ORDER_TIMING.refreshMs,
      QR_ORDER_TIMING.sessionMs,
    ]);
    const poll = queue.findIndex((e) => e.ms === QR_ORDER_TIMING.pollIntervalMs);
    queue.splice(poll, 1)[0]?.run();
    expect(options.checkOrder).toHaveBeenCalledWith('order-1');
    order.close();
    expect(queue).toEqual([]);
  });
});
