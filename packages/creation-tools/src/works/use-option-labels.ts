import { useGetToolConfigQuery, useGetToolModelsQuery } from '@framewise/api-client';
import type { Tool } from '@framewise/contracts/routes';
import { useCallback, useMemo } from 'react';
import { type KnownOptions, nameOption, type OptionName, type ParamName } from './work-params';

/**
 * Names option values the way the tool screens name them: 'zoom_in' as the config's "Zoom in", model ids as model
 * names, in the reader's language (see nameOption for codes no longer offered and the wait for the options).
 */
export function useOptionLabels(tool: Tool): (name: ParamName, value: string) => OptionName {
  const config = useGetToolConfigQuery(tool);
  const models = useGetToolModelsQuery(tool);
  // undefined: still loading; null: the call failed (nameOption then shows the code).
  const known = useMemo<KnownOptions>(
    () => ({
      ...(config.currentData ? { config: config.currentData } : config.isError ? { config: null } : {}),
      ...(models.currentData ? { models: models.currentData } : models.isError ? { models: null } : {}),
    }),
    [config.currentData, config.isError, models.currentData, models.isError],
  );
  return useCallback((name: ParamName, value: string) => nameOption(name, value, known), [known]);
}
