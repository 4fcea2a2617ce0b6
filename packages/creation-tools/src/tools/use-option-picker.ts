import type { ToolOption } from '@framewise/contracts';
import { MODE } from '@framewise/contracts/routes';
import { selectMode, selectVipFlags, setMode, useAppDispatch, useAppSelector } from '@framewise/stores';
import { useToast } from '@framewise/ui-kit';
import { useCallback } from 'react';

import { optionRefusal } from './gates';
import { useReportProblem } from './report-problem';
import { useRefusalText } from './use-refusal-text';

/**
 * Picking an option: a choice the user's tier does not allow is refused with its text (and the way to the plans)
 * and not taken; a choice
 * only the fast mode runs (4096 upscale, 20 s video) switches the mode to fast, which the mode selector shows.
 * Returns whether the choice was taken.
 */
export function useOptionPicker(): (field: string, option: ToolOption, apply: () => void) => boolean {
  const dispatch = useAppDispatch();
  const flags = useAppSelector(selectVipFlags);
  const mode = useAppSelector(selectMode);
  const toast = useToast();
  const refusalText = useRefusalText();
  const report = useReportProblem();
  return useCallback(
    (field, option, apply) => {
      const refusal = optionRefusal(option, flags);
      if (refusal) {
        const text = refusalText(field, option, refusal);
        // In a tool form the refusal shows in the generate bar with the way to the plans; elsewhere as a toast.
        if (report) report({ text, offer: 'plans' });
        else toast.show({ type: 'error', text });
        return false;
      }
      apply();
      if (option.fastOnly && mode !== MODE.FAST) dispatch(setMode(MODE.FAST));
      return true;
    },
    [dispatch, flags, mode, toast, refusalText, report],
  );
}
