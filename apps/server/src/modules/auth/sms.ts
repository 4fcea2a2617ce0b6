import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig, SmsTemplateParam, TencentCredentials } from '../../config';
import { SMS_CODE_TTL_MS } from './constants';
import { callTencent, type TencentClientOptions, TencentCloudError } from './tencent-cloud';

/** Sends login codes. phone is the 11-digit mainland number. */
export interface SmsProvider {
  readonly name: string;
  sendLoginCode(phone: string, code: string): Promise<void>;
  /** The last code sent to phone: only the console provider keeps one (the test inbox reads it). */
  lastCodeSentTo?(phone: string): string | undefined;
}

export class SmsSendError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}

/**
 * The embedded default: writes the code to the server log, and remembers the last code per phone so the test inbox
 * (GET /api/test/sms, mounted only with FRAMEWISE_TEST_HOOKS=1) can hand it to tests. Refused in production.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly lastCodes = new Map<string, string>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendLoginCode(phone: string, code: string): Promise<void> {
    this.lastCodes.set(phone, code);
    this.log.info({ phone }, `[console SMS] login code for ${phone}: ${code}`);
  }

  lastCodeSentTo(phone: string): string | undefined {
    return this.lastCodes.get(phone);
  }
}

type TencentSmsConfig = Extract<AuthConfig['sms'], { provider: 'tencent' }>;

interface SendSmsResponse extends Record<string, unknown> {
  SendStatusSet?: { Code?: string; Message?: string; PhoneNumber?: string }[];
}

/** Tencent Cloud SMS, API 2021-01-11 SendSms (https://cloud.tencent.com/document/api/382/55981). */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly settings: TencentSmsConfig,
    private readonly client: Omit<TencentClientOptions, 'credentials'> & { credentials: TencentCredentials },
  ) {}

  private templateValue(param: SmsTemplateParam, code: string): string {
    return param === 'code' ? code : String(Math.round(SMS_CODE_TTL_MS / 60_000));
  }

  async sendLoginCode(phone: string, code: string): Promise<void> {
    let response: SendSmsResponse;
    try {
      response = await callTencent<SendSmsResponse>(this.client, {
        service: 'sms',
        action: 'SendSms',
        version: '2021-01-11',
        region: this.settings.region,
        payload: {
          PhoneNumberSet: [`+86${phone}`],
          SmsSdkAppId: this.settings.sdkAppId,
          SignName: this.settings.signName,
          TemplateId: this.settings.templateId,
          TemplateParamSet: this.settings.templateParams.map((p) => this.templateValue(p, code)),
        },
      });
    } catch (error) {
      if (error instanceof TencentCloudError) throw new SmsSendError(error.message, { cause: error });
      throw error;
    }
    // The call succeeds as a whole even when the one number fails; each number has its own status.
    const status = response.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      throw new SmsSendError(`Tencent SMS refused ${phone}: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`);
    }
  }
}
