import type { GenerationModel, ToolConfig, ToolOption } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { optionsOf } from '../../config/options';
import type { LabelledField } from '../field-label';
import { modelDescription, modelOptions } from '../forms/model-options';
import { useOptionPicker } from '../use-option-picker';
import { OptionField, type OptionFieldProps } from './OptionField';

interface ConfigOptionFieldProps extends Pick<OptionFieldProps, 'value' | 'hint' | 'layout' | 'noneLabel'> {
  /** The config field: its options come from the tool's config, its label is 'fields.<name>'. */
  name: LabelledField;
  config: ToolConfig;
  /** The picked option's value, once the tier and mode rules let it be taken; '' for the "none" choice. */
  onChange(value: ToolOption['value']): void;
  /** A label other than the field's own (the extend dialog's "extra duration"). */
  label?: string;
}

/**
 * A choice among the options the server's config offers for one field, picked through the option rules (a tier's
 * refusal text, fast-only choices switching the mode).
 */
export function ConfigOptionField({ name, config, onChange, label, ...rest }: ConfigOptionFieldProps) {
  const { t } = useTranslation('tools');
  const pick = useOptionPicker();
  return (
    <OptionField
      {...rest}
      name={name}
      label={label ?? t(`fields.${name}`)}
      options={optionsOf(config, name)}
      onPick={(option) => (option ? pick(name, option, () => onChange(option.value)) : onChange(''))}
    />
  );
}

/** The optional 2K / 4K pass after generating a video; none by default. */
export function UpscalerField({
  config,
  value,
  onChange,
}: Pick<ConfigOptionFieldProps, 'config' | 'value'> & {
  onChange(upscaler: string): void;
}) {
  const { t } = useTranslation('tools');
  return (
    <ConfigOptionField
      name="upscaler"
      config={config}
      value={value}
      noneLabel={t('fields.noUpscaler')}
      onChange={(upscaler) => onChange(String(upscaler))}
    />
  );
}

interface ModelFieldProps {
  models: readonly GenerationModel[];
  value: string;
  onChange(model: string): void;
}

/** The base model, with the chosen one's description under it; tier-gated models are refused with their text. */
export function ModelField({ models, value, onChange }: ModelFieldProps) {
  const { t } = useTranslation('tools');
  const pick = useOptionPicker();
  return (
    <OptionField
      name="model"
      label={t('fields.model')}
      options={modelOptions(models)}
      value={value}
      hint={modelDescription(models, value)}
      onPick={(option) => option && pick('model', option, () => onChange(String(option.value)))}
    />
  );
}
