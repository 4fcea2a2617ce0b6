import { useTranslation } from '@framewise/i18n';
import { useCallback } from 'react';

/** Option fields the screens label; others show their own name. */
export const FIELD_LABELS = [
  'prompt',
  'version',
  'model',
  'reference_img',
  'reference_end_img',
  'creativity',
  'ratio',
  'upscaler',
  'duration',
  'motion_speed',
  'move_type',
  'extra_model',
  'prompts',
  'mask_img',
  'reference_video',
  'style_list',
  'reference_style_img',
  'reference_engine',
  'seed',
  'frame_rate',
  'video_refer',
  'subject_only',
  'subject_type',
  'subject_prompt',
  'bg_custom',
  'bg_color',
  'negative_prompt',
  'weight',
  'engine',
  'hdr',
  'resemblance',
  'target',
  'level',
  'media',
  'audio',
  'source',
  'mode',
  'private',
] as const;
export type LabelledField = (typeof FIELD_LABELS)[number];

function isLabelledField(field: string): field is LabelledField {
  return (FIELD_LABELS as readonly string[]).includes(field);
}

/** A field's label in the current language ('fields.<name>' of the tools namespace). */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation('tools');
  return useCallback((field: string) => (isLabelledField(field) ? t(`fields.${field}`) : field), [t]);
}
