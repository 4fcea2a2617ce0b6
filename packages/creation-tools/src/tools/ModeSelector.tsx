import { MODE, type Mode } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { chooseMode, selectMode, useAppDispatch, useAppSelector } from '@framewise/stores';
import { cx, useToast } from '@framewise/ui-kit';
import { useId } from 'react';
import { modeRefusal } from './gates';
import type { SubmitProblem } from './use-generate';

interface ModeSelectorProps {
  /** A chosen option runs only in fast mode: the other modes are refused. */
  fastOnly: boolean;
  /** Shows a refusal with its way out (the generate bar); a toast says it without one. */
  onRefused?(problem: SubmitProblem): void;
}

const MODE_CHOICES: readonly { mode: Mode; key: 'normal' | 'relax' | 'fast' }[] = [
  { mode: MODE.NORMAL, key: 'normal' },
  { mode: MODE.RELAX, key: 'relax' },
  { mode: MODE.FAST, key: 'fast' },
];

/**
 * Fast / normal / relax: relax (unlimited, free and slower) needs the plan's unlimitEnable, and
 * fast-only choices keep the mode on fast; a refused choice says why and changes nothing.
 */
export function ModeSelector({ fastOnly, onRefused }: ModeSelectorProps) {
  const { t } = useTranslation(['tools', 'membershipErrors', 'generationErrors']);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const mode = useAppSelector(selectMode);
  const unlimitEnable = useAppSelector((s) => s.user.unlimitEnable);
  const name = useId();

  const choose = (next: Mode) => {
    const refusal = modeRefusal(next, { unlimitEnable, fastOnly });
    const problem: SubmitProblem | null =
      refusal === 'unlimited'
        ? { text: t('membershipErrors:tiers.unlimitedMode'), offer: 'plans' }
        : refusal === 'fastOnly'
          ? { text: t('generationErrors:submit.fastOnly') }
          : null;
    if (!problem) dispatch(chooseMode(next));
    else if (onRefused) onRefused(problem);
    else toast.show({ type: 'error', text: problem.text });
  };

  return (
    <fieldset className="fw-field fw-mode" data-field="mode">
      <legend className="fw-field__label">{t('fields.mode')}</legend>
      <div className="fw-chips fw-chips--fill">
        {MODE_CHOICES.map(({ mode: value, key }) => {
          const locked = (value === MODE.RELAX && !unlimitEnable) || (fastOnly && value !== MODE.FAST);
          return (
            <label key={value} className={cx('fw-chip', locked && 'fw-chip--locked')} title={t(`mode.${key}Hint`)}>
              {/* A locked choice stays focusable and clickable so it can say why it is refused. */}
              <input
                type="radio"
                name={name}
                className="fw-chip__input"
                checked={mode === value}
                onChange={() => choose(value)}
                aria-describedby={`${name}-${key}`}
              />
              <span>{t(`mode.${key}`)}</span>
            </label>
          );
        })}
      </div>
      {MODE_CHOICES.map(({ key }) => (
        <span key={key} id={`${name}-${key}`} className="fw-visually-hidden">
          {t(`mode.${key}Hint`)}
        </span>
      ))}
      {fastOnly && <p className="fw-field__hint">{t('generationErrors:submit.fastOnly')}</p>}
    </fieldset>
  );
}
