import { ApiError } from '@framewise/api-client';
import type { QrLoginStatus } from '@framewise/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQrLogin, QR_TIMING, type QrLoginOptions, type QrView } from './qr-login';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type StatusAnswer = QrLoginStatus | Error;

function setup(overrides: Partial<QrLoginOptions> = {}, statuses: StatusAnswer[] = []) {
  const views: QrView[] = [];
  const polling: boolean[] = [];
  let uuids = 0;
  const options = {
    requestQr: vi.fn(async (uuid: string) => ({ url: `https://qr.example/${uuid}` })),
    pollStatus: vi.fn(async (): Promise<QrLoginStatus> => {
      const next = statuses.shift() ?? { status: 'pending' };
      if (next instanceof Error) throw next;
      return next;
    }),
    onView: (view: QrView) => views.push(view),
    onPolling: (active: boolean) => polling.push(active),
    onLoggedIn: vi.fn(),
    onNeedPhone: vi.fn(),
    onRequestError: vi.fn(),
    newUuid: () => `uuid-000${++uuids}`,
    ...overrides,
  };
  const qr = createQrLogin(options);
  return { qr, options, views, polling, lastView: () => views.at(-1) };
}

describe('QR login', () => {
  it('requests a code with a fresh uuid per request and shows the url it gets', async () => {
    const { qr, options, lastView } = setup();
    qr.start();
    expect(lastView()).toEqual({ kind: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(options.requestQr).toHaveBeenCalledWith('uuid-0001');
    expect(lastView()).toEqual({ kind: 'shown', url: 'https://qr.example/uuid-0001' });
    qr.stop();
    qr.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(options.requestQr).toHaveBeenLastCalledWith('uuid-0002');
  });

  it('polls every 1.5 s while the code is shown, with the polling flag on', async () => {
    const { qr, options, polling } = setup();
    qr.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(polling).toEqual([true]);
    expect(options.pollStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1499);
    expect(options.pollStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(options.pollStatus).toHaveBeenCalledTimes(1);
    expect(options.pollStatus).toHaveBeenCalledWith('uuid-0001');
    await vi.advanceTimersByTimeAsync(3000);
    expect(options.pollStatus).toHaveBeenCalledTimes(3);
    qr.stop();
    expect(polling).toEqual([true, false]);
  });

  it('expires after 5 minutes: the timeout view, polling stops', async () => {
    const { qr, options, lastView, polling } = setup();
    qr.start();
    await vi.advanceTimersByTimeAsync(QR_TIMING.validityMs - 1);
    expect(lastView()?.kind).toBe('shown');
    await vi.advanceTimersByTimeAsync(1);
    expect(lastView()).toEqual({ kind: 'expired' });
    expect(polling.at(-1)).toBe(false);
    const polls = vi.mocked(options.pollStatus).mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(options.pollStatus).toHaveBeenCalledTimes(polls);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the timeout view when the server says the login expired', async () => {
    const { qr, lastView } = setup({}, [{ status: 'pending' }, { status: 'expired' }]);
    qr.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(lastView()).toEqual({ kind: 'expired' });
  });

  it('retries a failed poll 3 times, then stops with the load-failure view', async () => {
    const boom = new Error('offline');
    const { qr, options, lastView, polling } = setup({}, [boom, boom, boom, boom]);
    qr.start();
    await vi.advanceTimersByTimeAsync(1500 * 3);
    expect(options.pollStatus).toHaveBeenCalledTimes(3);
    expect(lastView()?.kind).toBe('shown');
    await vi.advanceTimersByTimeAsync(1500);
    expect(options.pollStatus).toHaveBeenCalledTimes(4);
    expect(lastView()).toEqual({ kind: 'failed' });
    expect(polling.at(-1)).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(options.pollStatus).toHaveBeenCalledTimes(4);
  });

  it('counts consecutive failures only: a good answer resets the count', async () => {
    const boom = new Error('blip');
    const { qr, options, lastView } = setup({}, [boom, boom, boom, { status: 'pending' }, boom, boom, boom]);
    qr.start();
    await vi.advanceTimersByTimeAsync(1500 * 8);
    expect(options.pollStatus).toHaveBeenCalledTimes(8);
    expect(lastView()?.kind).toBe('shown');
  });

  it('hands over to the bind-phone form when the WeChat user has no phone', async () => {
    const { qr, options, polling } = setup({}, [{ status: 'pending' }, { status: 'need_phone' }]);
    qr.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(options.onNeedPhone).toHaveBeenCalledWith('uuid-0001');
    expect(polling.at(-1)).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(options.pollStatus).toHaveBeenCalledTimes(2);
  });

  it('finishes the login when the user is logged in', async () => {
    const { qr, options } = setup({}, [{ status: 'logged_in', token: 't' }]);
    qr.start();
    await vi.advanceTimersByTimeAsync(1500);
    expect(options.onLoggedIn).toHaveBeenCalledTimes(1);
    expect(options.onNeedPhone).not.toHaveBeenCalled();
  });

  it('throttles the refresh button to once per 2 s', async () => {
    const { qr, options } = setup();
    qr.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(qr.refresh()).toBe(true);
    expect(qr.refresh()).toBe(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(qr.refresh()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(qr.refresh()).toBe(true);
    expect(options.requestQr).toHaveBeenCalledTimes(3);
  });

  it('shows the server message of a refused request, without the request-error toast', async () => {
    const { qr, options, lastView } = setup({
      requestQr: vi.fn(async () => {
        throw new ApiError({ kind: 'business', code: 429, msg: 'Too many QR codes, try again later' });
      }),
    });
    qr.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(lastView()).toEqual({ kind: 'failed', message: 'Too many QR codes, try again later' });
    expect(options.onRequestError).not.toHaveBeenCalled();
  });

  it('shows the load-failure text and the request-error toast when the request fails', async () => {
    const error = new ApiError({ kind: 'network', messageKey: 'errors.serverError' });
    const { qr, options, lastView, polling } = setup({
      requestQr: vi.fn(async () => {
        throw error;
      }),
    });
    qr.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(lastView()).toEqual({ kind: 'failed' });
    expect(options.onRequestError).toHaveBeenCalledWith(error);
    expect(polling).toEqual([]);
  });

  it('ignores answers that arrive after it stopped (the modal closed)', async () => {
    let answer: (value: { url: string }) => void = () => {};
    const { qr, views, polling } = setup({
      requestQr: () => new Promise((resolve) => (answer = resolve)),
    });
    qr.start();
    qr.stop();
    answer({ url: 'https://qr.example/late' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(views).toEqual([{ kind: 'loading' }]);
    expect(polling).toEqual([]);
  });
});
