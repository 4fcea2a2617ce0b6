import { REGIONS, type Region } from '@framewise/contracts';

/** The provider choices that name a stand-in when left unset. */
interface ProviderChoices {
  REGION?: Region;
  SMS_PROVIDER?: string;
  CAPTCHA_PROVIDER?: string;
  WECHAT_PROVIDER?: string;
  PAY_WECHAT_PROVIDER?: string;
  PAY_ALIPAY_PROVIDER?: string;
  GOOGLE_CLIENT_ID?: string;
  PAY_CARD_PROVIDER?: string;
}

/**
 * The settings left unset whose local stand-in would run (outside production; production refuses stand-ins
 * outright), each naming what to set. Regions not served need nothing.
 */
export function standInsOf(e: ProviderChoices): string[] {
  const regions = e.REGION ? [e.REGION] : REGIONS;
  const unset: string[] = [];
  if (regions.includes('cn')) {
    if (!e.SMS_PROVIDER) unset.push('SMS_PROVIDER=tencent (login codes would be printed to the log)');
    if (!e.CAPTCHA_PROVIDER) unset.push('CAPTCHA_PROVIDER=tencent (SMS codes would be sent without a captcha)');
    if (!e.WECHAT_PROVIDER) unset.push('WECHAT_PROVIDER=open (a sandbox page would confirm any WeChat login)');
    if (!e.PAY_WECHAT_PROVIDER) unset.push('PAY_WECHAT_PROVIDER=wechatpay or off (a sandbox page would pay orders)');
    if (!e.PAY_ALIPAY_PROVIDER) unset.push('PAY_ALIPAY_PROVIDER=alipay or off (a sandbox page would pay orders)');
  }
  if (regions.includes('global')) {
    if (!e.GOOGLE_CLIENT_ID) unset.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (a page would sign in anyone)');
    if (!e.PAY_CARD_PROVIDER) unset.push('PAY_CARD_PROVIDER=stripe or off (a sandbox page would pay orders)');
  }
  return unset;
}

/**
 * Checked when the server starts (main, buildApp): local stand-ins run only when chosen, by LOCAL_PROVIDERS=1 or
 * a provider set to its stand-in by name, never because a setting is missing.
 */
export function localProviderProblems(config: { localProviders: boolean; standIns: readonly string[] }): string[] {
  if (config.localProviders || config.standIns.length === 0) return [];
  return [
    `Refusing to start with local stand-ins chosen by missing settings. Set ${config.standIns.join('; ')}. ` +
      'Or set LOCAL_PROVIDERS=1 to run every local stand-in on a development machine.',
  ];
}
