/** What a passed slider captcha gives: sent with the send-code request. */
export interface CaptchaTicket {
  ticket: string;
  randstr: string;
}

/**
 * A slider captcha the phone form runs before sending a code (domestic desktop). Injected, so tests and stories
 * use their own and a build without captcha passes none.
 */
export interface CaptchaLoader {
  /** Shows the captcha: the ticket once passed, null when the user closed it; CaptchaUnavailableError otherwise. */
  verify(): Promise<CaptchaTicket | null>;
}

/** The captcha could not be loaded or shown ('network abnormal, try later'). */
export class CaptchaUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Captcha unavailable', options);
    this.name = 'CaptchaUnavailableError';
  }
}

export const TENCENT_CAPTCHA_SCRIPT = 'https://turing.captcha.qcloud.com/TCaptcha.js';
/** The first load and 3 retries (the error shows after more than 3 attempts). */
export const CAPTCHA_LOAD_ATTEMPTS = 4;
export const CAPTCHA_RETRY_DELAY_MS = 1000;
/** A script that neither loads nor fails within this long counts as failed. */
export const SCRIPT_TIMEOUT_MS = 10_000;

interface TencentCaptchaAnswer {
  /** 0 passed, 2 closed by the user. */
  ret: number;
  ticket?: string;
  randstr?: string;
}

type TencentCaptchaConstructor = new (
  appId: string,
  callback: (answer: TencentCaptchaAnswer) => void,
  options?: Record<string, unknown>,
) => { show(): void };

/** Adds a script tag and settles when it loads or fails; a failed tag is removed so a retry starts clean. */
export function injectScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => fail(new Error(`Timed out loading ${src}`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      script.remove();
      reject(error);
    };
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`Failed to load ${src}`));
    document.head.append(script);
  });
}

export interface TencentCaptchaOptions {
  /** The captcha app id (CaptchaAppId) of the Tencent Cloud console. */
  appId: string;
  scriptUrl?: string;
  loadScript?: (src: string) => Promise<void>;
  /** Where the script puts its constructor; window.TencentCaptcha by default. */
  getConstructor?: () => TencentCaptchaConstructor | undefined;
  retryDelayMs?: number;
  /** Language of the captcha's own texts (zh-cn, en, ja). */
  language?: () => string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Tencent Cloud's slider captcha, its script loaded on first use. A failed load is retried up to
 * CAPTCHA_LOAD_ATTEMPTS times in all; then verify() rejects, and the next verify() starts loading again.
 */
export function createTencentCaptchaLoader(options: TencentCaptchaOptions): CaptchaLoader {
  const {
    appId,
    scriptUrl = TENCENT_CAPTCHA_SCRIPT,
    loadScript = injectScript,
    getConstructor = () => (window as unknown as { TencentCaptcha?: TencentCaptchaConstructor }).TencentCaptcha,
    retryDelayMs = CAPTCHA_RETRY_DELAY_MS,
    language,
  } = options;
  let ready: Promise<TencentCaptchaConstructor> | undefined;

  async function load(): Promise<TencentCaptchaConstructor> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= CAPTCHA_LOAD_ATTEMPTS; attempt++) {
      const loaded = getConstructor();
      if (loaded) return loaded;
      try {
        await loadScript(scriptUrl);
        const defined = getConstructor();
        if (defined) return defined;
      } catch (err) {
        lastError = err;
      }
      if (attempt < CAPTCHA_LOAD_ATTEMPTS) await sleep(retryDelayMs);
    }
    throw new CaptchaUnavailableError({ cause: lastError });
  }

  const ensureLoaded = () => {
    ready ??= load().catch((err: unknown) => {
      ready = undefined;
      throw err;
    });
    return ready;
  };

  return {
    async verify() {
      const Captcha = await ensureLoaded();
      return new Promise<CaptchaTicket | null>((resolve, reject) => {
        try {
          const captcha = new Captcha(
            appId,
            (answer) => {
              if (answer.ret === 0 && answer.ticket && answer.randstr) {
                resolve({ ticket: answer.ticket, randstr: answer.randstr });
              } else if (answer.ret === 2) resolve(null);
              else reject(new CaptchaUnavailableError());
            },
            language ? { userLanguage: language() } : {},
          );
          captcha.show();
        } catch (err) {
          reject(new CaptchaUnavailableError({ cause: err }));
        }
      });
    },
  };
}
