import { PROMPT_MAX_LENGTH } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { useId } from 'react';
import type { KeyframePrompt } from '../../drafts';
import { CloseIcon, PlusIcon } from '../icons';
import { Field } from './Field';

interface KeyframeListProps {
  value: readonly KeyframePrompt[];
  onChange(value: KeyframePrompt[]): void;
  /** Most scenes one request takes. */
  max?: number;
  invalid?: boolean;
}

const MAX_KEYFRAMES = 10;

/** Text to video's scenes: a prompt per keyframe, added and removed in place; the first one always stays. */
export function KeyframeList({ value, onChange, max = MAX_KEYFRAMES, invalid }: KeyframeListProps) {
  const { t } = useTranslation('tools');
  const id = useId();
  const set = (index: number, patch: Partial<KeyframePrompt>) =>
    onChange(value.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const add = () => {
    const next = Math.max(0, ...value.map((p) => p.keyframe)) + 1;
    onChange([...value, { prompt: '', keyframe: next }]);
  };
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <Field
      name="prompts"
      label={t('fields.prompts')}
      invalid={invalid}
      hint={t('hints.prompts')}
      aside={
        <Button size="sm" variant="ghost" onClick={add} disabled={value.length >= max} iconStart={<PlusIcon />}>
          {t('actions.addKeyframe')}
        </Button>
      }
    >
      <ol className="fw-keyframes">
        {value.map((entry, index) => {
          const promptId = `${id}-prompt-${index}`;
          const frameId = `${id}-frame-${index}`;
          const blank = invalid && entry.prompt.trim() === '';
          return (
            // Scenes have no id of their own; their place in the list is what the user edits.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="fw-keyframe">
              <div className="fw-keyframe__head">
                <label className="fw-keyframe__frame" htmlFor={frameId}>
                  {t('fields.keyframe')}
                </label>
                <input
                  id={frameId}
                  type="number"
                  className="fw-input fw-input--narrow"
                  min={1}
                  step={1}
                  value={entry.keyframe}
                  onChange={(event) => {
                    const n = Math.round(Number(event.target.value));
                    if (Number.isFinite(n) && n >= 1) set(index, { keyframe: n });
                  }}
                />
                {value.length > 1 && (
                  <button
                    type="button"
                    className="fw-icon-button"
                    aria-label={t('actions.removeKeyframe', { keyframe: entry.keyframe })}
                    onClick={() => remove(index)}
                  >
                    <CloseIcon />
                  </button>
                )}
              </div>
              <label className="fw-visually-hidden" htmlFor={promptId}>
                {t('fields.keyframePrompt', { keyframe: entry.keyframe })}
              </label>
              <textarea
                id={promptId}
                className="fw-textarea"
                rows={2}
                maxLength={PROMPT_MAX_LENGTH}
                value={entry.prompt}
                placeholder={t('placeholders.keyframe')}
                aria-invalid={blank || undefined}
                onChange={(event) => set(index, { prompt: event.target.value })}
              />
            </li>
          );
        })}
      </ol>
    </Field>
  );
}
