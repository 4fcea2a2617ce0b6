import { useTranslation } from '@framewise/i18n';
import { useEffect, useMemo } from 'react';
import { useDraft } from '../../drafts';
import { buildText2video, draftCostValues } from '../build-request';
import { ConfigOptionField, ModelField, UpscalerField } from '../fields/ConfigOptionField';
import { ExtraModels } from '../fields/ExtraModels';
import { KeyframeList } from '../fields/KeyframeList';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { validateText2video } from '../validation';
import { draftOptionBinder } from './draft-option';
import type { ToolFormProps } from './form-props';
import { useDraftContext } from './use-draft-context';
import { useExtraModels } from './use-extra-models';

/** Text to video: scenes by keyframe, model and overlay characters, ratio, duration, motion and upscaling. */
export function Text2videoForm({ setup, onSubmitted }: ToolFormProps) {
  const { t } = useTranslation(['tools', 'common']);
  const ctx = useDraftContext(setup);
  const { draft, update, copied, dismissCopied } = useDraft('text2video', ctx);
  const extraModels = useExtraModels(draft.model);
  // Overlay characters the model no longer offers leave the draft once the model's list is known.
  useEffect(() => {
    if (!extraModels) return;
    const kept = draft.extra_model.filter((e) => extraModels.some((m) => m.id === e.id));
    if (kept.length !== draft.extra_model.length) update({ extra_model: kept });
  }, [extraModels, draft.extra_model, update]);
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
  const option = draftOptionBinder('text2video', config, draft, update);

  return (
    <ToolForm generate={generate} copied={copied} onDismissCopied={dismissCopied} label={t('common:tools.text2video')}>
      <KeyframeList value={draft.prompts} onChange={(prompts) => update({ prompts })} invalid={invalid === 'prompts'} />
      <ModelField models={models} value={draft.model} onChange={(model) => update({ model, extra_model: [] })} />
      <ExtraModels
        available={extraModels ?? []}
        value={draft.extra_model}
        onChange={(extra_model) => update({ extra_model })}
      />
      <ConfigOptionField {...option('ratio')} />
      <ConfigOptionField {...option('duration')} />
      <ConfigOptionField {...option('motion_speed')} hint={t('hints.motion_speed')} layout="select" />
      <ConfigOptionField {...option('move_type')} layout="select" />
      <UpscalerField config={config} value={draft.upscaler} onChange={(upscaler) => update({ upscaler })} />
    </ToolForm>
  );
}
