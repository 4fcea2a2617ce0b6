import type { AuthConfig } from '../../config';
import { callTencent, type TencentClientOptions, TencentCloudError } from './tencent-cloud';

export interface CaptchaAnswer {
  ticket: string;
  randstr: string;
  /** The client's address, which Tencent compares with the one that solved the slider. */
  ip: string;
}

/** 'ok': passed; 'failed': the ticket is wrong, used or expired; 'unavailable': the check itself could not run. */
export type CaptchaResult = 'ok' | 'failed' | 'unavailable';

/** Verifies the slider-captcha ticket a client sends with its SMS code request. */
export interface CaptchaProvider {
  readonly name: string;
  /** false: no ticket is asked for (the embedded default). */
  readonly enabled: boolean;
  verify(answer: CaptchaAnswer): Promise<CaptchaResult>;
}

/** The embedded default: no captcha; the SMS limits still hold. Refused in production for the cn region. */
export const captchaOff: CaptchaProvider = {
  name: 'off',
  enabled: false,
  verify: async () => 'ok',
};

type TencentCaptchaConfig = Extract<AuthConfig['captcha'], { provider: 'tencent' }>;

interface DescribeCaptchaResultResponse extends Record<string, unknown> {
  CaptchaCode?: number;
  CaptchaMsg?: string;
}

/** Tencent captcha, API 2019-07-22 DescribeCaptchaResult (https://cloud.tencent.com/document/api/1110/36926). */
export class TencentCaptchaProvider implements CaptchaProvider {
  readonly name = 'tencent';
  readonly enabled = true;

  constructor(
    private readonly settings: TencentCaptchaConfig,
    private readonly client: TencentClientOptions,
    private readonly onError: (error: Error) => void,
  ) {}

  async verify({ ticket, randstr, ip }: CaptchaAnswer): Promise<CaptchaResult> {
    try {
      const response = await callTencent<DescribeCaptchaResultResponse>(this.client, {
        service: 'captcha',
        action: 'DescribeCaptchaResult',
        version: '2019-07-22',
        payload: {
          CaptchaType: 9,
          Ticket: ticket,
          UserIp: ip,
          Randstr: randstr,
          CaptchaAppId: this.settings.captchaAppId,
          AppSecretKey: this.settings.appSecretKey,
        },
      });
      // CaptchaCode 1 is the only pass; every other code is a failed, replayed or expired ticket.
      return response.CaptchaCode === 1 ? 'ok' : 'failed';
    } catch (error) {
      if (!(error instanceof TencentCloudError)) throw error;
      this.onError(error);
      return 'unavailable';
    }
  }
}
