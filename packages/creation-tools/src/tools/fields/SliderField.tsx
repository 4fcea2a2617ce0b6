import { useId } from 'react';
import { Field } from './Field';

interface SliderFieldProps {
  name: string;
  label: string;
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  hint?: string;
  /** How the value reads next to the label (e.g. as a percentage). */
  format?: (value: number) => string;
}

/** A strength from 0 to 1 (creativity, weight, resemblance, video reference) as a native range input. */
export function SliderField({
  name,
  label,
  value,
  onChange,
  min = 0,
  max = 1,
  step = 0.05,
  hint,
  format = (v) => v.toFixed(2),
}: SliderFieldProps) {
  const id = useId();
  return (
    <Field
      name={name}
      label={label}
      htmlFor={id}
      hint={hint}
      aside={
        <output className="fw-field__value" htmlFor={id}>
          {format(value)}
        </output>
      }
    >
      <input
        id={id}
        type="range"
        className="fw-range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Field>
  );
}
