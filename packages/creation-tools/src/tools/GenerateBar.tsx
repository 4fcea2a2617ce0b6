import { MODE } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import {
  selectIsLoggedIn,
  selectMode,
  selectTotalPoints,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from '@framewise/stores';
import { Button, buttonClassName } from '@framewise/ui-kit';
import { Link } from 'react-router';
import { ModeSelector } from './ModeSelector';
import type { Generate } from './use-generate';

interface GenerateBarProps {
  generate: Generate;
  /** The generate button's text (e.g. "Upscale" on the upscaler). */
  actionLabel?: string;
}

/** The membership page, where a subscriber-only choice can be unlocked. */
const PLANS_PATH = '/member';

/**
 * The bottom of a tool's parameter panel: the mode, the cost of the current settings next to the generate button,
 * and what went wrong with the last press or choice, with its way out: the points modal when points ran short,
 * the plans page when a tier refused.
 */
export function GenerateBar({ generate, actionLabel }: GenerateBarProps) {
  const { t } = useTranslation('tools');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const mode = useAppSelector(selectMode);
  const balance = useAppSelector(selectTotalPoints);
  const { cost, problem } = generate;

  return (
    <div className="fw-generate">
      <ModeSelector fastOnly={generate.fastOnly} onRefused={generate.report} />
      {problem && (
        <div className="fw-generate__problem" role="alert" data-testid="generate-problem">
          <p>{problem.text}</p>
          {problem.offer === 'points' && (
            <Button size="sm" variant="secondary" onClick={() => dispatch(uiActions.setVisiblePointModal(true))}>
              {t('actions.buyPoints')}
            </Button>
          )}
          {problem.offer === 'plans' && (
            <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={PLANS_PATH}>
              {t('actions.seePlans')}
            </Link>
          )}
        </div>
      )}
      <div className="fw-generate__row">
        <p className="fw-generate__cost" data-testid="generate-cost">
          <span className="fw-generate__points">
            {cost === 0 ? t('cost.free') : cost === 1 ? t('cost.onePoint') : t('cost.points', { points: cost })}
          </span>
          {mode === MODE.RELAX && cost === 0 && <span className="fw-generate__note">{t('cost.relaxNote')}</span>}
          {loggedIn && <span className="fw-generate__note">{t('cost.balance', { points: balance })}</span>}
        </p>
        <Button type="submit" size="lg" loading={generate.submitting} data-testid="generate">
          {actionLabel ?? t('actions.generate')}
        </Button>
      </div>
    </div>
  );
}
