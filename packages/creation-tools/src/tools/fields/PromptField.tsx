import { PROMPT_MAX_LENGTH } from '@framewise/contracts/routes';
import { useId } from 'react';
import { Field } from './Field';

interface PromptFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  rows?: number;
  invalid?: boolean;
  hint?: string;
  /** Shown but not editable yet (the form's options are still loading). */
  disabled?: boolean;
}

/** A prompt box with its length counter (the server takes up to PROMPT_MAX_LENGTH characters). */
export function PromptField({
  name,
  label,
  value,
  onChange,
  placeholder,
  rows = 4,
  invalid,
  hint,
  disabled,
}: PromptFieldProps) {
  const id = useId();
  return (
    <Field
      name={name}
      label={label}
      htmlFor={id}
      hint={hint}
      invalid={invalid}
      aside={
        <span className="fw-field__value" aria-hidden="true">
          {value.length}/{PROMPT_MAX_LENGTH}
        </span>
      }
    >
      <textarea
        id={id}
        className="fw-textarea"
        rows={rows}
        value={value}
        maxLength={PROMPT_MAX_LENGTH}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
