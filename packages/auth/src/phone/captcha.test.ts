import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_LOAD_ATTEMPTS, CaptchaUnavailableError, createTencentCaptchaLoader } from './captcha';

type Answer = { ret: number; ticket?: string; randstr?: string };

/** A stand-in for the TencentCaptcha constructor that answers `answer` when shown. */
function fakeCaptcha(answer: Answer) {
  const made: string[] = [];
  class FakeCaptcha {
    constructor(
      appId: string,
      private readonly callback: (answer: Answer) => void,
    ) {
      made.push(appId);
    }
    show() {
      this.callback(answer);
    }
  }
  return { FakeCaptcha, made };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Tencent captcha loader', () => {
  it('loads the script on first use and passes the ticket of a solved captcha', async () => {
    const { FakeCaptcha, made } = fakeCaptcha({ ret: 0, ticket: 'tk', randstr: 'rs' });
    let loaded = false;
    const loadScript = vi.fn(async () => {
      loaded = true;
    });
    const loader = createTencentCaptchaLoader({
      appId: '190000',
      loadScript,
      getConstructor: () => (loaded ? FakeCaptcha : undefined),
    });
    expect(loadScript).not.toHaveBeenCalled();
    await expect(loader.verify()).resolves.toEqual({ ticket: 'tk', randstr: 'rs' });
    await expect(loader.verify()).resolves.toEqual({ ticket: 'tk', randstr: 'rs' });
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(made).toEqual(['190000', '190000']);
  });

  it('resolves null when the user closes the captcha', async () => {
    const { FakeCaptcha } = fakeCaptcha({ ret: 2 });
    const loader = createTencentCaptchaLoader({ appId: '1', getConstructor: () => FakeCaptcha });
    await expect(loader.verify()).resolves.toBeNull();
  });

  it('retries a failed load and succeeds on a later attempt', async () => {
    const { FakeCaptcha } = fakeCaptcha({ ret: 0, ticket: 'tk', randstr: 'rs' });
    let attempts = 0;
    const loader = createTencentCaptchaLoader({
      appId: '1',
      loadScript: async () => {
        attempts++;
        if (attempts < 3) throw new Error('blocked');
      },
      getConstructor: () => (attempts >= 3 ? FakeCaptcha : undefined),
    });
    const result = loader.verify();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ ticket: 'tk', randstr: 'rs' });
    expect(attempts).toBe(3);
  });

  it('gives up after the first load and 3 retries with the "network abnormal" error, and tries again later', async () => {
    const loadScript = vi.fn(async () => {
      throw new Error('blocked');
    });
    const loader = createTencentCaptchaLoader({ appId: '1', loadScript, getConstructor: () => undefined });
    const first = loader.verify();
    const settled = expect(first).rejects.toBeInstanceOf(CaptchaUnavailableError);
    await vi.advanceTimersByTimeAsync(1000 * CAPTCHA_LOAD_ATTEMPTS);
    await settled;
    expect(loadScript).toHaveBeenCalledTimes(CAPTCHA_LOAD_ATTEMPTS);
    expect(CAPTCHA_LOAD_ATTEMPTS).toBe(4);

    const second = loader.verify();
    const settledAgain = expect(second).rejects.toBeInstanceOf(CaptchaUnavailableError);
    await vi.advanceTimersByTimeAsync(1000 * CAPTCHA_LOAD_ATTEMPTS);
    await settledAgain;
    expect(loadScript).toHaveBeenCalledTimes(2 * CAPTCHA_LOAD_ATTEMPTS);
  });

  it('counts a script that loads without defining the captcha as a failed attempt', async () => {
    const loadScript = vi.fn(async () => {});
    const loader = createTencentCaptchaLoader({ appId: '1', loadScript, getConstructor: () => undefined });
    const result = loader.verify();
    const settled = expect(result).rejects.toBeInstanceOf(CaptchaUnavailableError);
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    expect(loadScript).toHaveBeenCalledTimes(4);
  });
});
