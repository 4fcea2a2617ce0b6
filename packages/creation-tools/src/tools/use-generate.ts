import {
  type ApiErrorInfo,
  errorMessage,
  type GenerateRequest,
  toApiErrorInfo,
  useGenerateMutation,
} from '@framewise/api-client';
import type { GenerateAnswer, ToolConfig } from '@framewise/contracts';
import { ERROR_KEYS, ErrorCode } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import {
  selectIsLoggedIn,
  selectMode,
  selectVipFlags,
  uiActions,
  updateUserInfo,
  useAppDispatch,
  useAppSelector,
} from '@framewise/stores';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type CostValues, costOf } from '../config/cost';
import type { RunOptions } from './build-request';
import { fastOnlyChoices, modeRefusal, refusedChoices } from './gates';
import { useRefusalText } from './use-refusal-text';
import type { Problem } from './validation';

/** The way out a refusal offers beside its text: the points modal, or the plans page. */
export type RefusalOffer = 'points' | 'plans';

/** What went wrong with a press of generate (or a refused choice): the text to show, and the way out. */
export interface SubmitProblem {
  text: string;
  /** Buying points (the server refused for lack of them) or subscribing (a tier refused a choice) would help. */
  offer?: RefusalOffer;
  /** The field the problem is about, brought into view. */
  field?: string;
}

interface GenerateSpec {
  config: ToolConfig;
  /** The chosen option values the price and the gates read. */
  costValues: CostValues;
  /** A problem with the settings, checked before anything is sent. */
  validate(): Problem | null;
  /** The request for the current settings. */
  request(run: RunOptions): GenerateRequest;
  /** The task was accepted. */
  onSubmitted(answer: GenerateAnswer): void;
}

export interface Generate {
  cost: number;
  /** Some chosen option runs only in fast mode (4096 upscale, 20 s video). */
  fastOnly: boolean;
  submitting: boolean;
  problem: SubmitProblem | null;
  clearProblem(): void;
  /** Shows a problem found outside the press (a refused choice or mode), as the press would. */
  report(problem: SubmitProblem): void;
  privateMode: boolean;
  setPrivateMode(on: boolean): void;
  submit(): Promise<void>;
}

/**
 * The press of generate (docs/product.md, "The tools"): a visitor gets the login modal; settings that fail validation,
 * a tier or the fast-only rule show their message; nothing is sent in those cases. Otherwise the request goes out
 * and a refusal shows the server's message, with the points modal offered when points ran short. (Notifications
 * are offered by the task follower after the first accepted task.)
 */
export function useGenerate(spec: GenerateSpec): Generate {
  const { t } = useTranslation(['tools', 'common', 'membershipErrors', 'generationErrors', 'validation']);
  const [sendGenerate] = useGenerateMutation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const mode = useAppSelector(selectMode);
  const flags = useAppSelector(selectVipFlags);
  const user = useAppSelector((s) => s.user);
  const refusalText = useRefusalText();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [privateMode, setPrivate] = useState(false);
  const busy = useRef(false);

  const { config, costValues } = spec;
  const cost = useMemo(() => costOf(config, costValues, mode), [config, costValues, mode]);
  const fastOnly = useMemo(() => fastOnlyChoices(config, costValues).length > 0, [config, costValues]);

  const setPrivateMode = useCallback(
    (on: boolean) => {
      if (on && !flags.isVip) {
        setProblem({ text: t('membershipErrors:tiers.privateMode'), offer: 'plans' });
        return;
      }
      setPrivate(on);
    },
    [flags.isVip, t],
  );

  const latest = useRef(spec);
  latest.current = spec;

  const submit = useCallback(async () => {
    if (busy.current) return;
    if (!loggedIn) {
      dispatch(uiActions.setVisibleLoginModal(true));
      return;
    }
    const current = latest.current;
    const invalid = current.validate();
    if (invalid) {
      const text =
        invalid.key === 'tools:validation.scenePromptRequired' ? t(invalid.key, invalid.values) : t(invalid.key);
      setProblem({ text, field: invalid.field });
      return;
    }
    const refused = refusedChoices(current.config, current.costValues, flags)[0];
    if (refused) {
      setProblem({
        text: refusalText(refused.field, refused.option, refused.refusal),
        field: refused.field,
        offer: 'plans',
      });
      return;
    }
    if (privateMode && !flags.isVip) {
      setProblem({ text: t('membershipErrors:tiers.privateMode'), offer: 'plans' });
      return;
    }
    const modeProblem = modeRefusal(mode, { unlimitEnable: user.unlimitEnable, fastOnly });
    if (modeProblem) {
      setProblem(
        modeProblem === 'unlimited'
          ? { text: t('membershipErrors:tiers.unlimitedMode'), field: 'mode', offer: 'plans' }
          : { text: t('generationErrors:submit.fastOnly'), field: 'mode' },
      );
      return;
    }

    setProblem(null);
    busy.current = true;
    setSubmitting(true);
    try {
      const answer = await sendGenerate(current.request({ mode, private: privateMode })).unwrap();
      // The answer carries the balance after the charge: the header's points change without asking again.
      dispatch(updateUserInfo(answer.balance));
      current.onSubmitted(answer);
    } catch (error) {
      const info = toApiErrorInfo(error);
      const text = errorMessage(error, (key) => t(`common:${key}`));
      setProblem({
        text,
        offer: forbiddenOffer(info),
      });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [loggedIn, dispatch, t, flags, refusalText, privateMode, mode, user, fastOnly, sendGenerate]);

  const clearProblem = useCallback(() => setProblem(null), []);
  return { cost, fastOnly, submitting, problem, clearProblem, report: setProblem, privateMode, setPrivateMode, submit };
}

/**
 * The way out of a server refusal: FORBIDDEN is both a tier gate and a lack of points, told apart by the
 * envelope's stable key (never by its text); any other FORBIDDEN from a generate call is a tier gate the client's
 * flags did not know of (a plan that just ran out).
 */
function forbiddenOffer(info: ApiErrorInfo): RefusalOffer | undefined {
  if (info.code !== ErrorCode.FORBIDDEN) return undefined;
  return info.key === ERROR_KEYS.notEnoughPoints ? 'points' : 'plans';
}
