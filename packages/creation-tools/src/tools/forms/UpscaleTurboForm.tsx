import { useTranslation } from '@framewise/i18n';
import { useMemo } from 'react';
import { optionsOf } from '../../config/options';
import { useDraft } from '../../drafts';
import { buildUpscaleTurbo, draftCostValues } from '../build-request';
import { MediaField } from '../fields/MediaField';
import { OptionField } from '../fields/OptionField';
import { PromptField } from '../fields/PromptField';
import { SliderField } from '../fields/SliderField';
import { SwitchField } from '../fields/SwitchField';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { useOptionPicker } from '../use-option-picker';
import { validateUpscaleTurbo } from '../validation';
import type { ToolFormProps } from './form-props';
import { useDraftContext } from './use-draft-context';

/** Upscale turbo: the image, the output size, prompts that steer the detail, weight, engine, HDR, resemblance. */
export function UpscaleTurboForm({ setup, onSubmitted }: ToolFormProps) {
  const { t } = useTranslation(['tools', 'common']);
  const ctx = useDraftContext(setup);
  const { draft, update, copied, dismissCopied } = useDraft('upscale_turbo', ctx);
  const pick = useOptionPicker();
  const { config } = setup;
  const costValues = useMemo(() => draftCostValues('upscale_turbo', draft), [draft]);
  const generate = useGenerate({
    config,
    costValues,
    validate: () => validateUpscaleTurbo(draft),
    request: (run) => buildUpscaleTurbo(draft, run),
    onSubmitted: (answer) =>
      onSubmitted(answer, { prompt: draft.prompt.trim(), sourceUrl: draft.reference_img?.url ?? null }),
  });
  const invalid = generate.problem?.field;
  const engines = optionsOf(config, 'engine');

  return (
    <ToolForm
      generate={generate}
      copied={copied}
      onDismissCopied={dismissCopied}
      label={t('common:tools.upscale_turbo')}
      actionLabel={t('actions.upscale')}
    >
      <MediaField
        name="reference_img"
        label={t('fields.reference_img')}
        value={draft.reference_img}
        compress={false}
        onChange={(media) => update({ reference_img: media })}
        invalid={invalid === 'reference_img'}
      />
      <OptionField
        name="upscaler"
        label={t('fields.target')}
        options={optionsOf(config, 'upscaler')}
        value={draft.upscaler}
        onPick={(option) => option && pick('upscaler', option, () => update({ upscaler: String(option.value) }))}
      />
      <PromptField
        name="prompt"
        label={t('fields.prompt')}
        value={draft.prompt}
        onChange={(prompt) => update({ prompt })}
        placeholder={t('placeholders.upscale')}
        rows={2}
      />
      <PromptField
        name="negative_prompt"
        label={t('fields.negative_prompt')}
        value={draft.negative_prompt}
        onChange={(negative_prompt) => update({ negative_prompt })}
        placeholder={t('placeholders.negative')}
        rows={2}
      />
      <SliderField
        name="weight"
        label={t('fields.weight')}
        hint={t('hints.weight')}
        value={draft.weight ?? 0}
        onChange={(weight) => update({ weight })}
      />
      <SliderField
        name="resemblance"
        label={t('fields.resemblance')}
        hint={t('hints.resemblance')}
        value={draft.resemblance ?? 0}
        onChange={(resemblance) => update({ resemblance })}
      />
      {engines.length > 0 && (
        <OptionField
          name="engine"
          label={t('fields.engine')}
          options={engines}
          value={draft.engine}
          onPick={(option) => option && pick('engine', option, () => update({ engine: String(option.value) }))}
        />
      )}
      <SwitchField
        name="hdr"
        label={t('fields.hdr')}
        hint={t('hints.hdr')}
        checked={draft.hdr}
        onChange={(hdr) => update({ hdr })}
      />
    </ToolForm>
  );
}
