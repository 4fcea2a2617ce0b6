import type { ExtraModel } from '@framewise/contracts';
import { useEffect, useState } from 'react';
import { useToolsDispatch } from '../../config/services';
import { loadExtraModels } from '../../config/tool-config';

/** The overlay characters of a base model; undefined until they are known (then nothing is dropped). */
export function useExtraModels(model: string): ExtraModel[] | undefined {
  const dispatch = useToolsDispatch();
  const [state, setState] = useState<{ model: string; list: ExtraModel[] } | null>(null);
  useEffect(() => {
    if (!model) return;
    let live = true;
    dispatch(loadExtraModels(model)).then(
      (list) => live && setState({ model, list }),
      () => live && setState({ model, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [dispatch, model]);
  return state?.model === model ? state.list : undefined;
}
