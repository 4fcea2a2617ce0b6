import { DEFAULT_SEED, MAX_INT32 } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { useId } from 'react';
import { Field } from './Field';

interface SeedFieldProps {
  value: number;
  onChange(value: number): void;
}

/** The seed: -1 lets the engine pick one (a different result each time); a fixed seed repeats a result. */
export function SeedField({ value, onChange }: SeedFieldProps) {
  const { t } = useTranslation('tools');
  const id = useId();
  return (
    <Field
      name="seed"
      label={t('fields.seed')}
      htmlFor={id}
      hint={t('hints.seed')}
      aside={
        value !== DEFAULT_SEED && (
          <Button size="sm" variant="ghost" onClick={() => onChange(DEFAULT_SEED)}>
            {t('actions.randomSeed')}
          </Button>
        )
      }
    >
      <input
        id={id}
        type="number"
        className="fw-input"
        min={DEFAULT_SEED}
        max={MAX_INT32}
        step={1}
        value={value}
        onChange={(event) => {
          const n = Math.trunc(Number(event.target.value));
          if (Number.isFinite(n)) onChange(Math.min(MAX_INT32, Math.max(DEFAULT_SEED, n)));
        }}
      />
    </Field>
  );
}
