import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { useId } from 'react';
import { Field } from './Field';

interface ColorFieldProps {
  name: string;
  label: string;
  /** '#rrggbb', or '' for none. */
  value: string;
  onChange(value: string): void;
  hint?: string;
}

/** A user-chosen colour (the custom background of subject only), with a way back to none. */
export function ColorField({ name, label, value, onChange, hint }: ColorFieldProps) {
  const { t } = useTranslation('tools');
  const id = useId();
  return (
    <Field
      name={name}
      label={label}
      htmlFor={id}
      hint={hint}
      aside={
        value && (
          <Button size="sm" variant="ghost" onClick={() => onChange('')}>
            {t('actions.clearColor')}
          </Button>
        )
      }
    >
      <span className="fw-color">
        {/* Without a value the browser shows its own starting colour; keyed so clearing resets it. */}
        <input
          key={value ? 'set' : 'none'}
          id={id}
          type="color"
          className="fw-color__input"
          {...(value ? { value } : {})}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="fw-color__value">{value || t('fields.noColor')}</span>
      </span>
    </Field>
  );
}
