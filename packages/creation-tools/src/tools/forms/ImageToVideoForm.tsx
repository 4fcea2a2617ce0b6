import { useTranslation } from '@framewise/i18n';
import { useMemo } from 'react';
import { optionsOf } from '../../config/options';
import { useDraft } from '../../drafts';
import { buildImageToVideo, draftCostValues } from '../build-request';
import { MaskBrush } from '../fields/MaskBrush';
import { MediaField } from '../fields/MediaField';
import { OptionField } from '../fields/OptionField';
import { PromptField } from '../fields/PromptField';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { useOptionPicker } from '../use-option-picker';
import { validateImageToVideo } from '../validation';
import type { ToolFormProps } from './form-props';
import { modelDescription, modelOptions } from './model-options';
import { useDraftContext } from './use-draft-context';

export interface ImageToVideoFormProps extends ToolFormProps {
  tool: 'img2video' | 'img2video_v2';
}

/**
 * Image to video (and its v2): the reference image with an optional mask of the region that moves, a prompt,
 * model, motion speed, ratio, duration and upscaling.
 */
export function ImageToVideoForm({ tool, setup, onSubmitted }: ImageToVideoFormProps) {
  const { t } = useTranslation('tools');
  const ctx = useDraftContext(setup);
  const { draft, update, copied, dismissCopied } = useDraft(tool, ctx);
  const pick = useOptionPicker();
  const { config, models } = setup;
  const costValues = useMemo(() => draftCostValues(tool, draft), [tool, draft]);
  const generate = useGenerate({
    config,
    costValues,
    validate: () => validateImageToVideo(draft),
    request: (run) => buildImageToVideo(tool, draft, run),
    onSubmitted: (answer) =>
      onSubmitted(answer, { prompt: draft.prompt.trim(), sourceUrl: draft.reference_img?.url ?? null }),
  });
  const invalid = generate.problem?.field;

  return (
    <ToolForm generate={generate} copied={copied} onDismissCopied={dismissCopied} label={t(`tools.${tool}`)}>
      <MediaField
        name="reference_img"
        label={t('fields.reference_img')}
        value={draft.reference_img}
        onChange={(media) => update({ reference_img: media, mask_img: null })}
        invalid={invalid === 'reference_img'}
      >
        {draft.reference_img && (
          <MaskBrush
            imageUrl={draft.reference_img.url}
            value={draft.mask_img}
            onChange={(mask_img) => update({ mask_img })}
          />
        )}
      </MediaField>
      <PromptField
        name="prompt"
        label={t('fields.prompt')}
        value={draft.prompt}
        onChange={(prompt) => update({ prompt })}
        placeholder={t('placeholders.imageToVideo')}
        rows={3}
      />
      <OptionField
        name="model"
        label={t('fields.model')}
        options={modelOptions(models)}
        value={draft.model}
        hint={modelDescription(models, draft.model)}
        onPick={(option) => option && pick('model', option, () => update({ model: String(option.value) }))}
      />
      <OptionField
        name="motion_speed"
        label={t('fields.motion_speed')}
        hint={t('hints.motion_speed')}
        options={optionsOf(config, 'motion_speed')}
        value={draft.motion_speed}
        layout="select"
        onPick={(option) =>
          option && pick('motion_speed', option, () => update({ motion_speed: Number(option.value) }))
        }
      />
      <OptionField
        name="ratio"
        label={t('fields.ratio')}
        options={optionsOf(config, 'ratio')}
        value={draft.ratio}
        onPick={(option) => option && pick('ratio', option, () => update({ ratio: Number(option.value) }))}
      />
      <OptionField
        name="duration"
        label={t('fields.duration')}
        options={optionsOf(config, 'duration')}
        value={draft.duration}
        onPick={(option) => option && pick('duration', option, () => update({ duration: Number(option.value) }))}
      />
      <OptionField
        name="upscaler"
        label={t('fields.upscaler')}
        options={optionsOf(config, 'upscaler')}
        value={draft.upscaler}
        noneLabel={t('fields.noUpscaler')}
        onPick={(option) =>
          option ? pick('upscaler', option, () => update({ upscaler: String(option.value) })) : update({ upscaler: '' })
        }
      />
    </ToolForm>
  );
}
