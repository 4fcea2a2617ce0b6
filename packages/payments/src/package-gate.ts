import type { PayPackage } from '@framewise/contracts';
import type { VipGatedItem } from '@framewise/stores';

/**
 * The tier gate of a package (selectable items carry isVip, isProVip and a label). The catalogue
 * marks a member-only package in its json ({"isVip": true, "label": "VIP"}); packages without the flags are open
 * to everyone.
 */
export function gateOf(pkg: Pick<PayPackage, 'name' | 'json'>): VipGatedItem {
  const item: VipGatedItem = { title: pkg.name, label: '' };
  if (!pkg.json) return item;
  try {
    const value = JSON.parse(pkg.json) as { isVip?: unknown; isProVip?: unknown; label?: unknown } | null;
    if (!value || typeof value !== 'object') return item;
    if (value.isVip === true) item.isVip = true;
    if (value.isProVip === true) item.isProVip = true;
    if (typeof value.label === 'string') item.label = value.label;
  } catch {
    // A json that is not JSON carries no gate.
  }
  return item;
}

/** True when the package is gated to a tier. */
export const isGated = (item: VipGatedItem): boolean => Boolean(item.isVip || item.isProVip);
