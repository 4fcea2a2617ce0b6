import type { ExtraModel } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { useId } from 'react';
import type { ExtraModelChoice } from '../../drafts';
import { CloseIcon } from '../icons';
import { Field } from './Field';

interface ExtraModelsProps {
  /** The overlay characters the chosen base model offers. */
  available: readonly ExtraModel[];
  value: readonly ExtraModelChoice[];
  onChange(value: ExtraModelChoice[]): void;
  max?: number;
}

/** Overlay characters (loras) with their weights; hidden when the base model offers none. */
export function ExtraModels({ available, value, onChange, max = 5 }: ExtraModelsProps) {
  const { t } = useTranslation('tools');
  const id = useId();
  if (available.length === 0) return null;
  const unused = available.filter((m) => !value.some((v) => v.id === m.id));
  const nameOf = (modelId: string) => available.find((m) => m.id === modelId)?.name ?? modelId;

  return (
    <Field name="extra_model" label={t('fields.extra_model')} hint={t('hints.extra_model')}>
      {value.length > 0 && (
        <ul className="fw-extra-models">
          {value.map((choice) => {
            const sliderId = `${id}-${choice.id}`;
            return (
              <li key={choice.id} className="fw-extra-model">
                <label htmlFor={sliderId} className="fw-extra-model__name">
                  {nameOf(choice.id)}
                </label>
                <input
                  id={sliderId}
                  type="range"
                  className="fw-range"
                  min={0}
                  max={1}
                  step={0.05}
                  value={choice.weight}
                  aria-valuetext={t('fields.weightValue', { weight: choice.weight.toFixed(2) })}
                  onChange={(event) =>
                    onChange(value.map((v) => (v.id === choice.id ? { ...v, weight: Number(event.target.value) } : v)))
                  }
                />
                <output className="fw-field__value" htmlFor={sliderId}>
                  {choice.weight.toFixed(2)}
                </output>
                <button
                  type="button"
                  className="fw-icon-button"
                  aria-label={t('actions.removeExtraModel', { name: nameOf(choice.id) })}
                  onClick={() => onChange(value.filter((v) => v.id !== choice.id))}
                >
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {unused.length > 0 && value.length < max && (
        <select
          className="fw-select"
          aria-label={t('actions.addExtraModel')}
          value=""
          onChange={(event) => {
            const model = available.find((m) => m.id === event.target.value);
            if (model) onChange([...value, { id: model.id, weight: model.defaultWeight }]);
          }}
        >
          <option value="">{t('actions.addExtraModel')}</option>
          {unused.map((model) => (
            <option key={model.id} value={model.id}>
              {model.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
