import { useTranslation } from '@framewise/i18n';
import {
  selectVipFlags,
  useAppSelector,
  type VipGatedItem,
  type VipItemRefusal,
  vipItemRefusal,
} from '@framewise/stores';
import { useToast } from '@framewise/ui-kit';
import { useCallback } from 'react';

/** The refusal's text (membershipErrors 'tiers.vipItem' / 'tiers.proVipItem'), naming the item's title and label. */
export function useRefusalText(): (refusal: VipItemRefusal) => string {
  const { t } = useTranslation('membershipErrors');
  return useCallback((refusal) => t(`tiers.${refusal.reason}`, { title: refusal.title, label: refusal.label }), [t]);
}

/**
 * Guards selecting an item flagged isVip / isProVip: returns true when the user's tier allows
 * it; otherwise shows the error naming the item's title and label and returns false.
 */
export function useVipItemGuard(): (item: VipGatedItem) => boolean {
  const flags = useAppSelector(selectVipFlags);
  const toast = useToast();
  const text = useRefusalText();
  return useCallback(
    (item) => {
      const refusal = vipItemRefusal(flags, item);
      if (!refusal) return true;
      toast.show({ type: 'error', text: text(refusal) });
      return false;
    },
    [flags, toast, text],
  );
}
