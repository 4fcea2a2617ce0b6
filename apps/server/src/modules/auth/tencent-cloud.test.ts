import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TencentCaptchaProvider } from './captcha';
import { SmsSendError, TencentSmsProvider } from './sms';
import { callTencent, type FetchLike, signTencentRequest, TencentCloudError } from './tencent-cloud';

describe('TC3-HMAC-SHA256 signing', () => {
  it('reproduces the example of the Tencent Cloud signature documentation', () => {
    // The documentation's own (masked) credentials and request; its published signature is below.
    const signed = signTencentRequest(
      { secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******', secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******' },
      {
        service: 'cvm',
        action: 'DescribeInstances',
        version: '2017-03-12',
        region: 'ap-guangzhou',
        body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
        timestamp: 1551113065,
      },
    );
    expect(signed.url).toBe('https://cvm.tencentcloudapi.com');
    expect(signed.headers.Authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
    expect(signed.headers).toMatchObject({
      'X-TC-Action': 'DescribeInstances',
      'X-TC-Timestamp': '1551113065',
      'X-TC-Version': '2017-03-12',
      'X-TC-Region': 'ap-guangzhou',
      Host: 'cvm.tencentcloudapi.com',
    });
  });
});

/** A fake Tencent endpoint that checks each request's signature step by step, then answers `answer`. */
function fakeTencent(secretKey: string, answer: (action: string, payload: Record<string, unknown>) => unknown) {
  const seen: { action: string; payload: Record<string, unknown> }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    const headers = init?.headers as Record<string, string>;
    const body = String(init?.body);
    const host = new URL(url).host;
    const timestamp = Number(headers['X-TC-Timestamp']);
    const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
    const service = host.split('.')[0] ?? '';
    const hash = (s: string) => createHash('sha256').update(s).digest('hex');
    const canonical = `POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:${host}\n\ncontent-type;host\n${hash(body)}`;
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hash(canonical)}`;
    let key = createHmac('sha256', `TC3${secretKey}`).update(date).digest();
    key = createHmac('sha256', key).update(service).digest();
    key = createHmac('sha256', key).update('tc3_request').digest();
    const signature = createHmac('sha256', key).update(toSign).digest('hex');
    if (!headers.Authorization?.endsWith(`Signature=${signature}`)) {
      return Response.json({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' } } });
    }
    const payload = JSON.parse(body) as Record<string, unknown>;
    seen.push({ action: headers['X-TC-Action'] ?? '', payload });
    return Response.json({
      Response: { ...(answer(headers['X-TC-Action'] ?? '', payload) as object), RequestId: 'r-1' },
    });
  };
  return { fetch: fetchImpl, seen };
}

const credentials = { secretId: 'AKID-test', secretKey: 'test-secret-key' };
const smsSettings = {
  provider: 'tencent' as const,
  sdkAppId: '1400000000',
  signName: '帧意',
  templateId: '123456',
  templateParams: ['code', 'minutes'] as const,
  region: 'ap-guangzhou',
};

describe('Tencent SMS provider', () => {
  it('calls SendSms with the number in E.164, the sign, the template and its parameters', async () => {
    const tencent = fakeTencent(credentials.secretKey, () => ({
      SendStatusSet: [{ Code: 'Ok', Message: 'send success' }],
    }));
    const sms = new TencentSmsProvider(smsSettings, { credentials, fetch: tencent.fetch, now: () => 1_767_225_600 });
    await sms.sendLoginCode('13800138000', '042917');
    expect(tencent.seen).toEqual([
      {
        action: 'SendSms',
        payload: {
          PhoneNumberSet: ['+8613800138000'],
          SmsSdkAppId: '1400000000',
          SignName: '帧意',
          TemplateId: '123456',
          TemplateParamSet: ['042917', '5'],
        },
      },
    ]);
  });

  it('fails when the number is refused or the call is', async () => {
    const refused = fakeTencent(credentials.secretKey, () => ({
      SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit' }],
    }));
    const sms = new TencentSmsProvider(smsSettings, { credentials, fetch: refused.fetch });
    await expect(sms.sendLoginCode('13800138000', '1')).rejects.toThrow(SmsSendError);
    const wrongKey = fakeTencent('another-key', () => ({}));
    const unsigned = new TencentSmsProvider(smsSettings, { credentials, fetch: wrongKey.fetch });
    await expect(unsigned.sendLoginCode('13800138000', '1')).rejects.toThrow(/SignatureFailure/);
  });
});

describe('Tencent captcha provider', () => {
  const settings = { provider: 'tencent' as const, captchaAppId: 190000000, appSecretKey: 'app-secret' };

  it('passes only CaptchaCode 1 and sends the ticket, randstr, address and app credentials', async () => {
    let code = 1;
    const tencent = fakeTencent(credentials.secretKey, () => ({ CaptchaCode: code, CaptchaMsg: 'OK' }));
    const errors: Error[] = [];
    const captcha = new TencentCaptchaProvider(settings, { credentials, fetch: tencent.fetch }, (e) => errors.push(e));
    expect(await captcha.verify({ ticket: 'tk', randstr: 'rs', ip: '1.2.3.4' })).toBe('ok');
    expect(tencent.seen[0]).toEqual({
      action: 'DescribeCaptchaResult',
      payload: {
        CaptchaType: 9,
        Ticket: 'tk',
        UserIp: '1.2.3.4',
        Randstr: 'rs',
        CaptchaAppId: 190000000,
        AppSecretKey: 'app-secret',
      },
    });
    code = 9; // ticket reused
    expect(await captcha.verify({ ticket: 'tk', randstr: 'rs', ip: '1.2.3.4' })).toBe('failed');
    expect(errors).toEqual([]);
  });

  it('reports unavailable (never ok) when the check cannot run', async () => {
    const down: FetchLike = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const errors: Error[] = [];
    const captcha = new TencentCaptchaProvider(settings, { credentials, fetch: down }, (e) => errors.push(e));
    expect(await captcha.verify({ ticket: 't', randstr: 'r', ip: '1.2.3.4' })).toBe('unavailable');
    expect(errors[0]).toBeInstanceOf(TencentCloudError);
  });
});

describe('callTencent', () => {
  it('turns an unreadable answer into a TencentCloudError', async () => {
    const html: FetchLike = async () => new Response('<html>gateway</html>', { status: 502 });
    await expect(
      callTencent(
        { credentials, fetch: html },
        { service: 'sms', action: 'SendSms', version: '2021-01-11', payload: {} },
      ),
    ).rejects.toThrow(TencentCloudError);
  });
});
