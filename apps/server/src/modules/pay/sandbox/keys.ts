import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../../../db';
import { getOrCreateSetting, getSetting } from '../../../db';

/**
 * The sandbox provider's credentials: a WeChat Pay merchant and platform key pair with an API v3 key, an Alipay
 * application and "Alipay" key pair, and a Stripe webhook secret. Generated at the first start and kept in
 * app_settings, so restarts (and several processes) share them; the sandbox signs its notifies with them and the
 * production verification code checks those notifies with the public halves, so a forged one is refused.
 */
export interface SandboxKeys {
  wechat: {
    mchId: string;
    appId: string;
    serialNo: string;
    merchantPrivateKey: string;
    merchantPublicKey: string;
    apiV3Key: string;
    platformKeyId: string;
    platformPrivateKey: string;
    platformPublicKey: string;
  };
  alipay: {
    appId: string;
    appPrivateKey: string;
    appPublicKey: string;
    alipayPrivateKey: string;
    alipayPublicKey: string;
  };
  stripe: { webhookSecret: string };
}

const SETTING_KEY = 'pay.sandbox.keys';
const generate = promisify(generateKeyPair);

async function rsaPair(): Promise<{ privateKey: string; publicKey: string }> {
  return generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
}

async function newSandboxKeys(): Promise<SandboxKeys> {
  const [merchant, platform, app, alipay] = await Promise.all([rsaPair(), rsaPair(), rsaPair(), rsaPair()]);
  return {
    wechat: {
      mchId: '1900000000',
      appId: 'wxsandbox0000000',
      serialNo: randomBytes(20).toString('hex').toUpperCase(),
      merchantPrivateKey: merchant.privateKey,
      merchantPublicKey: merchant.publicKey,
      // 32 characters, as WeChat Pay's API v3 keys are.
      apiV3Key: randomBytes(16).toString('hex'),
      platformKeyId: `PUB_KEY_ID_SANDBOX_${randomBytes(8).toString('hex').toUpperCase()}`,
      platformPrivateKey: platform.privateKey,
      platformPublicKey: platform.publicKey,
    },
    alipay: {
      appId: '2021000000000000',
      appPrivateKey: app.privateKey,
      appPublicKey: app.publicKey,
      alipayPrivateKey: alipay.privateKey,
      alipayPublicKey: alipay.publicKey,
    },
    stripe: { webhookSecret: `whsec_sandbox_${randomBytes(24).toString('base64url')}` },
  };
}

export async function ensureSandboxKeys(db: Db): Promise<SandboxKeys> {
  const stored = await getSetting(db, SETTING_KEY);
  const value = stored ?? (await getOrCreateSetting(db, SETTING_KEY, JSON.stringify(await newSandboxKeys())));
  return JSON.parse(value) as SandboxKeys;
}
