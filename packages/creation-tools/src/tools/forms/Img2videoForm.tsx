import { useTranslation } from '@framewise/i18n';
import type { AspectRatioPreset } from '@framewise/upload';
import { useMemo } from 'react';
import { findOption } from '../../config/options';
import { useDraft } from '../../drafts';
import { buildImageToVideo, draftCostValues } from '../build-request';
import { ConfigOptionField, ModelField, UpscalerField } from '../fields/ConfigOptionField';
import { MaskBrush } from '../fields/MaskBrush';
import { MediaField } from '../fields/MediaField';
import { PromptField } from '../fields/PromptField';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { useOptionPicker } from '../use-option-picker';
import { validateImageToVideo } from '../validation';
import { draftOptionBinder } from './draft-option';
import type { ToolFormProps } from './form-props';
import { useDraftContext } from './use-draft-context';

interface Img2videoFormProps extends ToolFormProps {
  tool: 'img2video' | 'img2video_v2';
}

/**
 * Image to video (and its v2): the reference image with an optional mask of the region that moves, a prompt,
 * model, motion speed, ratio, duration and upscaling. The reference image may be cropped to a ratio first (the
 * dialog starts on the draft's ratio, and a confirmed crop sets it) or kept whole.
 */
export function Img2videoForm({ tool, setup, onSubmitted }: Img2videoFormProps) {
  const { t } = useTranslation(['tools', 'common']);
  const ctx = useDraftContext(setup);
  const { draft, update, copied, dismissCopied } = useDraft(tool, ctx);
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
  const option = draftOptionBinder(tool, config, draft, update);
  const pick = useOptionPicker();
  const ratio = option('ratio');
  // The crop presets are valued by ratio codes; a ratio the tool does not offer leaves the field as it is, and
  // one the user's tier may not pick is refused with its text like a click on it would be.
  const followCrop = (preset: AspectRatioPreset) => {
    const chosen = findOption(config, 'ratio', preset.value);
    if (chosen) pick('ratio', chosen, () => ratio.onChange(chosen.value));
  };

  return (
    <ToolForm generate={generate} copied={copied} onDismissCopied={dismissCopied} label={t(`common:tools.${tool}`)}>
      <MediaField
        name="reference_img"
        label={t('fields.reference_img')}
        value={draft.reference_img}
        onChange={(media) => update({ reference_img: media, mask_img: null })}
        invalid={invalid === 'reference_img'}
        crop={{ defaultPreset: draft.ratio ?? undefined, allowOriginal: true }}
        onCropped={followCrop}
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
        placeholder={t('placeholders.img2video')}
        rows={3}
      />
      <ModelField models={models} value={draft.model} onChange={(model) => update({ model })} />
      <ConfigOptionField {...option('motion_speed')} hint={t('hints.motion_speed')} layout="select" />
      <ConfigOptionField {...ratio} />
      <ConfigOptionField {...option('duration')} />
      <UpscalerField config={config} value={draft.upscaler} onChange={(upscaler) => update({ upscaler })} />
    </ToolForm>
  );
}
