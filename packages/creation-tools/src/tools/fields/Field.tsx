import { cx } from '@framewise/ui-kit';
import type { ReactNode } from 'react';

interface FieldProps {
  /** The field's name in the draft: the generate bar brings it into view when its check fails. */
  name: string;
  label: ReactNode;
  /** The id of the control the label names; a group (radio chips, uploads) gets a legend instead. */
  htmlFor?: string;
  hint?: ReactNode;
  /** Extra content after the label (a value readout, an add button). */
  aside?: ReactNode;
  invalid?: boolean;
  children: ReactNode;
  className?: string;
}

/** A labelled row of a tool form. */
export function Field({ name, label, htmlFor, hint, aside, invalid = false, children, className }: FieldProps) {
  const head = (
    <span className="fw-field__head">
      {htmlFor ? (
        <label className="fw-field__label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <legend className="fw-field__label">{label}</legend>
      )}
      {aside}
    </span>
  );
  const body = (
    <>
      {head}
      {children}
      {hint && <p className="fw-field__hint">{hint}</p>}
    </>
  );
  return htmlFor ? (
    <div className={cx('fw-field', invalid && 'fw-field--invalid', className)} data-field={name}>
      {body}
    </div>
  ) : (
    <fieldset className={cx('fw-field', invalid && 'fw-field--invalid', className)} data-field={name}>
      {body}
    </fieldset>
  );
}
