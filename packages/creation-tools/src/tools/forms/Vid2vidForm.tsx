import type { ToolConfig } from '@framewise/contracts';
import { CUSTOM_STYLE } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { useEffect, useMemo } from 'react';
import { optionsOf, sameValue } from '../../config/options';
import { useDraft } from '../../drafts';
import { buildVid2vid, draftCostValues } from '../build-request';
import { ColorField } from '../fields/ColorField';
import { ConfigOptionField, ModelField, UpscalerField } from '../fields/ConfigOptionField';
import { MediaField } from '../fields/MediaField';
import { MultiOptionField } from '../fields/OptionField';
import { PromptField } from '../fields/PromptField';
import { SeedField } from '../fields/SeedField';
import { SliderField } from '../fields/SliderField';
import { SwitchField } from '../fields/SwitchField';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { useOptionPicker } from '../use-option-picker';
import { validateVid2vid } from '../validation';
import { draftOptionBinder } from './draft-option';
import type { ToolFormProps } from './form-props';
import { useDraftContext } from './use-draft-context';

/** Whether the engine offers subject only: the config lists it as a choice (1), or does not list the field. */
function subjectOnlyOffered(config: ToolConfig): boolean {
  const options = optionsOf(config, 'subject_only');
  return options.length === 0 || options.some((o) => sameValue(o.value, 1) || sameValue(o.value, 'true'));
}

/**
 * Video to video: the source video and a prompt, styles (a custom one from a style image), the reference engine,
 * seed, frame rate, duration, how closely to follow the source, upscaling, and subject only with its background.
 */
export function Vid2vidForm({ setup, onSubmitted }: ToolFormProps) {
  const { t } = useTranslation(['tools', 'generationErrors', 'common']);
  const ctx = useDraftContext(setup);
  const { draft, update, copied, dismissCopied } = useDraft('vid2vid', ctx);
  const pick = useOptionPicker();
  const { config, models } = setup;
  const subjectOffered = subjectOnlyOffered(config);
  // A copied draft may ask for subject only where the engine has none: it is turned off (the switch is hidden).
  useEffect(() => {
    if (!subjectOffered && draft.subject_only) update({ subject_only: false });
  }, [subjectOffered, draft.subject_only, update]);
  const costValues = useMemo(() => draftCostValues('vid2vid', draft), [draft]);
  const generate = useGenerate({
    config,
    costValues,
    validate: () => validateVid2vid(draft, subjectOffered),
    request: (run) => buildVid2vid(draft, run),
    onSubmitted: (answer) => onSubmitted(answer, { prompt: draft.prompt.trim(), sourceUrl: null }),
  });
  const invalid = generate.problem?.field;
  const option = draftOptionBinder('vid2vid', config, draft, update);
  const custom = draft.style_list.includes(CUSTOM_STYLE);

  return (
    <ToolForm generate={generate} copied={copied} onDismissCopied={dismissCopied} label={t('common:tools.vid2vid')}>
      <MediaField
        name="reference_video"
        label={t('fields.reference_video')}
        accept="video"
        kind="video"
        value={draft.reference_video}
        onChange={(media) => update({ reference_video: media })}
        invalid={invalid === 'reference_video'}
      />
      <PromptField
        name="prompt"
        label={t('fields.prompt')}
        value={draft.prompt}
        onChange={(prompt) => update({ prompt })}
        placeholder={t('placeholders.vid2vid')}
        rows={3}
        invalid={invalid === 'prompt'}
      />
      <MultiOptionField
        name="style_list"
        label={t('fields.style_list')}
        options={optionsOf(config, 'style_list')}
        values={draft.style_list}
        onToggle={(option, on) => {
          const id = String(option.value);
          if (!on) update({ style_list: draft.style_list.filter((s) => s !== id) });
          else pick('style_list', option, () => update({ style_list: [...draft.style_list, id] }));
        }}
      />
      {custom && (
        <>
          <MediaField
            name="reference_style_img"
            label={t('fields.reference_style_img')}
            accept="styleImage"
            value={draft.reference_style_img}
            onChange={(media) => update({ reference_style_img: media })}
            invalid={invalid === 'reference_style_img'}
          />
          <ConfigOptionField {...option('reference_engine')} layout="select" />
        </>
      )}
      {models.length > 1 && <ModelField models={models} value={draft.model} onChange={(model) => update({ model })} />}
      <ConfigOptionField {...option('duration')} />
      <ConfigOptionField {...option('frame_rate')} />
      <SliderField
        name="video_refer"
        label={t('fields.video_refer')}
        hint={t('hints.video_refer')}
        value={draft.video_refer ?? 0}
        onChange={(video_refer) => update({ video_refer })}
      />
      <SeedField value={draft.seed} onChange={(seed) => update({ seed })} />
      <UpscalerField config={config} value={draft.upscaler} onChange={(upscaler) => update({ upscaler })} />
      {/* An option the engine cannot do is not offered at all. */}
      {subjectOffered && (
        <SwitchField
          name="subject_only"
          label={t('fields.subject_only')}
          checked={draft.subject_only}
          hint={t('hints.subject_only')}
          onChange={(subject_only) => update({ subject_only })}
        />
      )}
      {draft.subject_only && subjectOffered && (
        <>
          <ConfigOptionField {...option('subject_type')} />
          <PromptField
            name="subject_prompt"
            label={t('fields.subject_prompt')}
            value={draft.subject_prompt}
            onChange={(subject_prompt) => update({ subject_prompt })}
            placeholder={t('placeholders.subject')}
            rows={2}
          />
          <MediaField
            name="bg_custom"
            label={t('fields.bg_custom')}
            value={draft.bg_custom}
            hint={t('hints.bg_custom')}
            onChange={(media) => update({ bg_custom: media })}
          />
          {!draft.bg_custom && (
            <ColorField
              name="bg_color"
              label={t('fields.bg_color')}
              value={draft.bg_color}
              onChange={(bg_color) => update({ bg_color })}
            />
          )}
        </>
      )}
    </ToolForm>
  );
}
