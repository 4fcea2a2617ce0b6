import type { ToolOption } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { useCallback } from 'react';
import { useFieldLabel } from './field-label';
import type { TierRefusal } from './gates';

/**
 * The refusal text of a tier-gated choice: subscriber styles, longer video conversion and
 * the other subscriber options have their own texts ('Only subscribers can use this feature.'); pro options name
 * the field and the option.
 */
export function useRefusalText(): (field: string, option: Pick<ToolOption, 'label'>, refusal: TierRefusal) => string {
  const { t } = useTranslation('membershipErrors');
  const fieldLabel = useFieldLabel();
  return useCallback(
    (field, option, refusal) => {
      if (refusal === 'proVip') return t('tiers.proVipItem', { title: fieldLabel(field), label: option.label });
      if (field === 'style_list') return t('tiers.style');
      if (field === 'duration') return t('tiers.longVideo');
      return t('tiers.subscribersOnly');
    },
    [t, fieldLabel],
  );
}
