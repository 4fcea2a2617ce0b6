import { useId } from 'react';

interface SwitchFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
  disabled?: boolean;
}

/** An on/off setting (HDR, subject only, private mode): a checkbox announced as a switch. */
export function SwitchField({ name, label, checked, onChange, hint, disabled = false }: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="fw-field fw-field--switch" data-field={name}>
      <label className="fw-switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="fw-switch__input"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="fw-switch__track" aria-hidden="true">
          <span className="fw-switch__thumb" />
        </span>
        <span className="fw-field__label">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="fw-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
