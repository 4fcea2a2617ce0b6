import type { Tool } from '@framewise/contracts/routes';
import { useCallback, useEffect, useState } from 'react';
import { loadToolConfig, loadToolModels } from '../config/tool-config';
import { useWorksDispatch } from './services';
import { type KnownOptions, nameOption, type OptionName, type ParamName } from './work-params';

/**
 * Names option values the way the tool screens name them: 'zoom_in' as the config's "Zoom in", model ids as model
 * names, in the reader's language (see nameOption for codes no longer offered and the wait for the options).
 */
export function useOptionLabels(tool: Tool): (name: ParamName, value: string) => OptionName {
  const dispatch = useWorksDispatch();
  const [known, setKnown] = useState<KnownOptions & { tool: Tool }>({ tool });

  useEffect(() => {
    let live = true;
    setKnown({ tool });
    const learn = (patch: KnownOptions) =>
      live && setKnown((prev) => (prev.tool === tool ? { ...prev, ...patch } : prev));
    dispatch(loadToolConfig(tool)).then(
      (config) => learn({ config }),
      () => learn({ config: null }),
    );
    dispatch(loadToolModels(tool)).then(
      (models) => learn({ models }),
      () => learn({ models: null }),
    );
    return () => {
      live = false;
    };
  }, [dispatch, tool]);

  return useCallback(
    (name: ParamName, value: string) => nameOption(name, value, known.tool === tool ? known : {}),
    [known, tool],
  );
}
