import { type Language, translateMessage } from '@framewise/i18n/messages';
import { featuresOf } from '../../region';
import type { OrderRow } from './repo';

/** Names of what an order buys, for providers' payment screens and the sandbox pages. */

/** A payErrors.pages text with {{name}} placeholders filled (plain text; escape it for HTML). */
export function payText(key: string, language: Language, values: Record<string, string | number> = {}): string {
  let text = translateMessage(`payErrors.pages.${key}`, language);
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{{${name}}}`, String(value));
  return text;
}

/** "550 积分", "Pro（月付）", "Change to Pro (yearly)". */
export function itemText(
  order: Pick<OrderRow, 'kind' | 'points' | 'batch_type'>,
  packageName: string,
  language: Language,
): string {
  if (order.kind === 'points') return payText('pointsItem', language, { points: order.points });
  const period = payText(`periods.${order.batch_type ?? 'month'}`, language);
  return payText(order.kind === 'upgrade' ? 'upgradeItem' : 'planItem', language, { name: packageName, period });
}

/** The subject shown by WeChat Pay, Alipay and Stripe: "帧意 · 550 积分". */
export function orderSubject(
  order: Pick<OrderRow, 'kind' | 'points' | 'batch_type' | 'region'>,
  packageName: string,
): string {
  const language = featuresOf(order.region).language;
  return `${translateMessage('common.appName', language)} · ${itemText(order, packageName, language)}`;
}
