import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthConfig } from '../../config';
import type { FetchLike } from './tencent-cloud';

/** What a WeChat login tells us about the person. unionid links the same person across our WeChat apps. */
export interface WechatProfile {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatarUrl: string;
}

export interface WechatJsapiTicket {
  appId: string;
  ticket: string;
}

/** WeChat behind one interface: the Open Platform in production, a local sandbox by default. */
export interface WechatProvider {
  readonly name: 'open' | 'sandbox';
  /** The URL a QR login shows for the client's uuid (data.url of getQRCode). */
  qrLoginUrl(uuid: string): string;
  /** Website QR login: the code WeChat sent to /passport/wechat/callback -> the person's profile. */
  profileFromQrCode(code: string): Promise<WechatProfile>;
  /** Official-account H5 authorisation (snsapi_base): the code in the return URL -> openid. */
  openidFromMpCode(code: string): Promise<{ openid: string; unionid: string | null }>;
  /** A valid JS-SDK jsapi_ticket and the official account's app id. */
  jsapiTicket(): Promise<WechatJsapiTicket>;
}

/** WeChat refused or could not be reached; message is for logs only. */
export class WechatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WechatError';
  }
}

/**
 * The JS-SDK config signature (WeChat JS-SDK docs, appendix 1): SHA-1 of
 * `jsapi_ticket=...&noncestr=...&timestamp=...&url=...` with the keys in that (ASCII) order and the URL without its
 * fragment.
 */
export function jsapiSignature(input: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = input.url.split('#')[0] ?? '';
  const plain = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

/** Somewhere all server processes share (app_settings), so access tokens and tickets are fetched once per expiry. */
export interface SharedCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}

type OpenSettings = Extract<AuthConfig['wechat'], { provider: 'open' }>;

interface WechatErrorBody {
  errcode?: number;
  errmsg?: string;
}

const API = 'https://api.weixin.qq.com';
/** Refresh cached tokens this long before WeChat says they expire. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

/** The WeChat Open Platform (website QR connect) and official account (H5 authorisation, JS-SDK) over HTTPS. */
export class OpenPlatformWechatProvider implements WechatProvider {
  readonly name = 'open';

  constructor(
    private readonly settings: OpenSettings,
    private readonly deps: { publicUrl: string; cache: SharedCache; fetch?: FetchLike; now?: () => Date },
  ) {}

  private async getJson<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = `${API}${path}?${new URLSearchParams(query)}`;
    let body: T & WechatErrorBody;
    try {
      const res = await (this.deps.fetch ?? fetch)(url, { signal: AbortSignal.timeout(10_000) });
      body = (await res.json()) as T & WechatErrorBody;
    } catch (error) {
      throw new WechatError(`WeChat ${path} unreachable: ${(error as Error).message}`);
    }
    if (body.errcode) throw new WechatError(`WeChat ${path} errcode ${body.errcode}: ${body.errmsg ?? ''}`);
    return body;
  }

  qrLoginUrl(uuid: string): string {
    const query = new URLSearchParams({
      appid: this.settings.openAppId,
      redirect_uri: `${this.deps.publicUrl}/passport/wechat/callback`,
      response_type: 'code',
      scope: 'snsapi_login',
      state: uuid,
    });
    return `https://open.weixin.qq.com/connect/qrconnect?${query}#wechat_redirect`;
  }

  async profileFromQrCode(code: string): Promise<WechatProfile> {
    const token = await this.getJson<{ access_token: string; openid: string; unionid?: string }>(
      '/sns/oauth2/access_token',
      {
        appid: this.settings.openAppId,
        secret: this.settings.openAppSecret,
        code,
        grant_type: 'authorization_code',
      },
    );
    const info = await this.getJson<{ nickname?: string; headimgurl?: string; unionid?: string }>('/sns/userinfo', {
      access_token: token.access_token,
      openid: token.openid,
    });
    return {
      openid: token.openid,
      unionid: info.unionid ?? token.unionid ?? null,
      nickname: info.nickname ?? '',
      avatarUrl: info.headimgurl ?? '',
    };
  }

  async openidFromMpCode(code: string): Promise<{ openid: string; unionid: string | null }> {
    const token = await this.getJson<{ openid: string; unionid?: string }>('/sns/oauth2/access_token', {
      appid: this.settings.mpAppId,
      secret: this.settings.mpAppSecret,
      code,
      grant_type: 'authorization_code',
    });
    return { openid: token.openid, unionid: token.unionid ?? null };
  }

  private now(): number {
    return (this.deps.now?.() ?? new Date()).getTime();
  }

  private async cached(key: string, fetchFresh: () => Promise<{ value: string; expiresIn: number }>) {
    const stored = await this.deps.cache.get(key);
    if (stored) {
      const { value, expiresAt } = JSON.parse(stored) as { value: string; expiresAt: number };
      if (expiresAt - EXPIRY_MARGIN_MS > this.now()) return value;
    }
    const fresh = await fetchFresh();
    await this.deps.cache.set(
      key,
      JSON.stringify({ value: fresh.value, expiresAt: this.now() + fresh.expiresIn * 1000 }),
    );
    return fresh.value;
  }

  async jsapiTicket(): Promise<WechatJsapiTicket> {
    const appId = this.settings.mpAppId;
    const accessToken = await this.cached(`wechat.${appId}.access_token`, async () => {
      const body = await this.getJson<{ access_token: string; expires_in: number }>('/cgi-bin/token', {
        grant_type: 'client_credential',
        appid: appId,
        secret: this.settings.mpAppSecret,
      });
      return { value: body.access_token, expiresIn: body.expires_in };
    });
    const ticket = await this.cached(`wechat.${appId}.jsapi_ticket`, async () => {
      const body = await this.getJson<{ ticket: string; expires_in: number }>('/cgi-bin/ticket/getticket', {
        access_token: accessToken,
        type: 'jsapi',
      });
      return { value: body.ticket, expiresIn: body.expires_in };
    });
    return { appId, ticket };
  }
}

/** The sandbox's stand-in for an official-account app id. */
export const SANDBOX_WECHAT_APP_ID = 'wx0000sandbox0000';
/** Codes the sandbox pages hand out are valid this long, like WeChat's own. */
const SANDBOX_CODE_TTL_MS = 5 * 60 * 1000;

interface SandboxCodePayload {
  openid: string;
  nickname: string;
  exp: number;
}

/**
 * The embedded default: the QR URL opens a local confirm page (GET /sandbox/wechat-qr/:uuid) where a person or a
 * test plays the WeChat user. Its authorisation codes are HMAC-signed by the server, so any server process can
 * redeem them and nobody can forge one. Never mounted in production.
 */
export class SandboxWechatProvider implements WechatProvider {
  readonly name = 'sandbox';

  constructor(private readonly deps: { publicUrl: string; signingSecret: string; now: () => Date }) {}

  private sign(data: string): string {
    return createHmac('sha256', this.deps.signingSecret).update(`wechat-sandbox:${data}`).digest('base64url');
  }

  /** What the sandbox page sends back as the WeChat authorisation code for this person. */
  issueCode(openid: string, nickname: string): string {
    const payload: SandboxCodePayload = { openid, nickname, exp: this.deps.now().getTime() + SANDBOX_CODE_TTL_MS };
    const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${data}.${this.sign(data)}`;
  }

  /** A fresh sandbox person. */
  newOpenid(): string {
    return `sandbox-${randomBytes(9).toString('base64url')}`;
  }

  private redeem(code: string): SandboxCodePayload {
    const [data = '', signature = ''] = code.split('.');
    const expected = Buffer.from(this.sign(data));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new WechatError('sandbox code with a bad signature');
    }
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as SandboxCodePayload;
    if (payload.exp < this.deps.now().getTime()) throw new WechatError('sandbox code expired');
    return payload;
  }

  qrLoginUrl(uuid: string): string {
    return `${this.deps.publicUrl}/sandbox/wechat-qr/${encodeURIComponent(uuid)}`;
  }

  async profileFromQrCode(code: string): Promise<WechatProfile> {
    const { openid, nickname } = this.redeem(code);
    return { openid, unionid: null, nickname, avatarUrl: '' };
  }

  async openidFromMpCode(code: string): Promise<{ openid: string; unionid: string | null }> {
    return { openid: this.redeem(code).openid, unionid: null };
  }

  /** A fixed local ticket: the signature over it is still computed exactly as for WeChat's own. */
  async jsapiTicket(): Promise<WechatJsapiTicket> {
    return { appId: SANDBOX_WECHAT_APP_ID, ticket: `sandbox-jsapi-${this.sign('jsapi-ticket').slice(0, 32)}` };
  }
}
