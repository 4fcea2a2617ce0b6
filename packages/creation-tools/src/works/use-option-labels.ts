import type { GenerationModel, ToolConfig } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import { useCallback, useEffect, useState } from 'react';
import { loadToolConfig, loadToolModels } from '../config/tool-config';
import { useWorksDispatch } from './services';
import type { ParamName } from './work-params';

/** The config option list that names each parameter's values (spec section 7: the server's option labels). */
const OPTION_FIELD: Partial<Record<ParamName, string>> = {
  moveType: 'move_type',
  styles: 'style_list',
  upscaler: 'upscaler',
  target: 'target',
  quality: 'target',
  referenceEngine: 'reference_engine',
  subjectType: 'subject_type',
  engine: 'engine',
};

/**
 * Shows option values the way the tool screens name them: 'zoom_in' as the config's "Zoom in", model ids as model
 * names, in the reader's language. Until the options arrive (or when they cannot be read) the raw value stands.
 */
export function useOptionLabels(tool: Tool): (name: ParamName, value: string) => string {
  const dispatch = useWorksDispatch();
  const [known, setKnown] = useState<{ tool: Tool; config?: ToolConfig; models?: GenerationModel[] } | null>(null);

  useEffect(() => {
    let live = true;
    setKnown({ tool });
    dispatch(loadToolConfig(tool)).then(
      (config) => live && setKnown((prev) => (prev?.tool === tool ? { ...prev, config } : prev)),
      () => undefined,
    );
    dispatch(loadToolModels(tool)).then(
      (models) => live && setKnown((prev) => (prev?.tool === tool ? { ...prev, models } : prev)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dispatch, tool]);

  return useCallback(
    (name: ParamName, value: string) => {
      if (known?.tool !== tool) return value;
      if (name === 'model') return known.models?.find((m) => String(m.id) === value)?.name ?? value;
      const field = OPTION_FIELD[name];
      const option = field ? known.config?.options[field]?.find((o) => String(o.value) === value) : undefined;
      return option?.label ?? value;
    },
    [known, tool],
  );
}
