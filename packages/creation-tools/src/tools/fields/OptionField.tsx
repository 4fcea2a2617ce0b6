import type { ToolOption } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { cx } from '@framewise/ui-kit';
import { type ChangeEvent, useId } from 'react';
import { sameValue } from '../../config/options';
import { BoltIcon, LockIcon } from '../icons';
import { Field } from './Field';

export interface OptionFieldProps {
  name: string;
  label: string;
  options: readonly ToolOption[];
  value: unknown;
  /** Called with the picked option, or null for the "none" choice. */
  onPick(option: ToolOption | null): void;
  /** Offers a first choice meaning "none" (no upscaling pass), with this label. */
  noneLabel?: string;
  /** Chips for a few choices (the default up to 6), a drop-down for more. */
  layout?: 'auto' | 'chips' | 'select';
  /** Options shown but not offered for the current input (2K at 60 fps for an image). */
  isDisabled?: (option: ToolOption) => boolean;
  hint?: string;
  invalid?: boolean;
}

const CHIPS_UP_TO = 6;

function Badges({ option }: { option: ToolOption }) {
  const { t } = useTranslation('tools');
  return (
    <>
      {(option.vip || option.proVip) && (
        <span className="fw-chip__badge" title={option.proVip ? t('badges.proVip') : t('badges.vip')}>
          <LockIcon />
          <span className="fw-visually-hidden">{option.proVip ? t('badges.proVip') : t('badges.vip')}</span>
        </span>
      )}
      {option.fastOnly && (
        <span className="fw-chip__badge" title={t('badges.fastOnly')}>
          <BoltIcon />
          <span className="fw-visually-hidden">{t('badges.fastOnly')}</span>
        </span>
      )}
      {option.cost > 0 && !option.costBy && (
        <span className="fw-chip__cost">{t('badges.extraCost', { points: option.cost })}</span>
      )}
    </>
  );
}

/** One choice among the server's options: chips (a radio group) or a drop-down; gated options carry a lock. */
export function OptionField({
  name,
  label,
  options,
  value,
  onPick,
  noneLabel,
  layout = 'auto',
  isDisabled,
  hint,
  invalid,
}: OptionFieldProps) {
  const id = useId();
  const { t } = useTranslation('tools');
  const asSelect = layout === 'select' || (layout === 'auto' && options.length + (noneLabel ? 1 : 0) > CHIPS_UP_TO);
  const empty = value === '' || value === null || value === undefined;

  if (asSelect) {
    const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
      const index = Number(event.target.value);
      onPick(index < 0 ? null : (options[index] ?? null));
    };
    const selected = empty ? -1 : options.findIndex((o) => sameValue(o.value, value));
    return (
      <Field name={name} label={label} htmlFor={id} hint={hint} invalid={invalid}>
        <select id={id} className="fw-select" value={String(selected)} onChange={onChange}>
          {(noneLabel || selected < 0) && <option value="-1">{noneLabel ?? t('fields.choose')}</option>}
          {options.map((option, index) => (
            <option key={String(option.value)} value={String(index)} disabled={isDisabled?.(option)}>
              {option.label}
              {option.vip || option.proVip ? ` · ${option.proVip ? t('badges.proVip') : t('badges.vip')}` : ''}
              {option.fastOnly ? ` · ${t('badges.fastOnly')}` : ''}
            </option>
          ))}
        </select>
      </Field>
    );
  }

  return (
    <Field name={name} label={label} hint={hint} invalid={invalid}>
      <div className="fw-chips">
        {noneLabel && (
          <label className="fw-chip">
            <input type="radio" name={id} checked={empty} onChange={() => onPick(null)} className="fw-chip__input" />
            <span>{noneLabel}</span>
          </label>
        )}
        {options.map((option) => {
          const on = !empty && sameValue(option.value, value);
          const disabled = isDisabled?.(option) ?? false;
          return (
            <label key={String(option.value)} className={cx('fw-chip', disabled && 'fw-chip--disabled')}>
              <input
                type="radio"
                name={id}
                value={String(option.value)}
                checked={on}
                disabled={disabled}
                onChange={() => onPick(option)}
                className="fw-chip__input"
              />
              <span>{option.label}</span>
              <Badges option={option} />
            </label>
          );
        })}
      </div>
    </Field>
  );
}

interface MultiOptionFieldProps {
  name: string;
  label: string;
  options: readonly ToolOption[];
  values: readonly string[];
  onToggle(option: ToolOption, on: boolean): void;
  hint?: string;
  invalid?: boolean;
}

/** Several choices among the server's options (styles): checkbox chips. */
export function MultiOptionField({ name, label, options, values, onToggle, hint, invalid }: MultiOptionFieldProps) {
  return (
    <Field name={name} label={label} hint={hint} invalid={invalid}>
      <div className="fw-chips">
        {options.map((option) => {
          const on = values.some((v) => sameValue(option.value, v));
          return (
            <label key={String(option.value)} className="fw-chip">
              <input
                type="checkbox"
                checked={on}
                onChange={(event) => onToggle(option, event.target.checked)}
                className="fw-chip__input"
              />
              <span>{option.label}</span>
              <Badges option={option} />
            </label>
          );
        })}
      </div>
    </Field>
  );
}
