import { useTranslation } from '@framewise/i18n';
import { useEffect, useMemo } from 'react';
import { optionsOf } from '../../config/options';
import { useDraft } from '../../drafts';
import { buildText2video, draftCostValues } from '../build-request';
import { ExtraModels } from '../fields/ExtraModels';
import { KeyframeList } from '../fields/KeyframeList';
import { OptionField } from '../fields/OptionField';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { useOptionPicker } from '../use-option-picker';
import { validateText2video } from '../validation';
import type { ToolFormProps } from './form-props';
import { modelDescription, modelOptions } from './model-options';
import { useDraftContext } from './use-draft-context';
import { useExtraModels } from './use-extra-models';

/** Text to video: scenes by keyframe, model and overlay characters, ratio, duration, motion and upscaling. */
export function Text2VideoForm({ setup, onSubmitted }: ToolFormProps) {
  const { t } = useTranslation('tools');
  const ctx = useDraftContext(setup);
  const { draft, update, copied, dismissCopied } = useDraft('text2video', ctx);
  const extraModels = useExtraModels(draft.model);
  // Overlay characters the model no longer offers leave the draft once the model's list is known.
  useEffect(() => {
    if (!extraModels) return;
    const kept = draft.extra_model.filter((e) => extraModels.some((m) => m.id === e.id));
    if (kept.length !== draft.extra_model.length) update({ extra_model: kept });
  }, [extraModels, draft.extra_model, update]);
  const pick = useOptionPicker();
  const { config, models } = setup;
  const costValues = useMemo(() => draftCostValues('text2video', draft), [draft]);
  const generate = useGenerate({
    config,
    costValues,
    validate: () => validateText2video(draft),
    request: (run) => buildText2video(draft, run),
    onSubmitted: (answer) =>
      onSubmitted(answer, { prompt: draft.prompts.map((p) => p.prompt.trim()).join(' / '), sourceUrl: null }),
  });
  const invalid = generate.problem?.field;

  return (
    <ToolForm generate={generate} copied={copied} onDismissCopied={dismissCopied} label={t('tools.text2video')}>
      <KeyframeList value={draft.prompts} onChange={(prompts) => update({ prompts })} invalid={invalid === 'prompts'} />
      <OptionField
        name="model"
        label={t('fields.model')}
        options={modelOptions(models)}
        value={draft.model}
        hint={modelDescription(models, draft.model)}
        onPick={(option) =>
          option && pick('model', option, () => update({ model: String(option.value), extra_model: [] }))
        }
      />
      <ExtraModels
        available={extraModels ?? []}
        value={draft.extra_model}
        onChange={(extra_model) => update({ extra_model })}
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
        name="move_type"
        label={t('fields.move_type')}
        options={optionsOf(config, 'move_type')}
        value={draft.move_type}
        layout="select"
        onPick={(option) => option && pick('move_type', option, () => update({ move_type: String(option.value) }))}
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
