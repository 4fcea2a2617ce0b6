import type { ToolOption } from '@framewise/contracts';
import { MODE } from '@framewise/contracts/routes';
import { selectMode, selectVipFlags, setMode } from '@framewise/stores';
import { useToast } from '@framewise/ui-kit';
import { useCallback } from 'react';
import { useToolsDispatch, useToolsSelector } from '../config/services';
import { optionRefusal } from './gates';
import { useRefusalText } from './use-refusal-text';

/**
 * Picking an option: a choice the user's tier does not allow is refused with its text and not taken; a choice
 * only the fast mode runs (4096 upscale, 20 s video) switches the mode to fast, which the mode selector shows.
 * Returns whether the choice was taken.
 */
export function useOptionPicker(): (field: string, option: ToolOption, apply: () => void) => boolean {
  const dispatch = useToolsDispatch();
  const flags = useToolsSelector(selectVipFlags);
  const mode = useToolsSelector(selectMode);
  const toast = useToast();
  const refusalText = useRefusalText();
  return useCallback(
    (field, option, apply) => {
      const refusal = optionRefusal(option, flags);
      if (refusal) {
        toast.show({ type: 'error', text: refusalText(field, option, refusal) });
        return false;
      }
      apply();
      if (option.fastOnly && mode !== MODE.FAST) dispatch(setMode(MODE.FAST));
      return true;
    },
    [dispatch, flags, mode, toast, refusalText],
  );
}
