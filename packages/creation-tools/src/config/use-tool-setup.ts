import type { GenerationModel, ToolConfig } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import { useCallback, useEffect, useState } from 'react';
import { useToolsDispatch } from './services';
import { loadToolConfig, loadToolModels } from './tool-config';

/** What a tool form needs from the server before it can show its options. */
export interface ToolSetup {
  config: ToolConfig;
  models: GenerationModel[];
}

export type ToolSetupState =
  | { status: 'loading' }
  | ({ status: 'ready' } & ToolSetup)
  | { status: 'failed'; error: unknown };

/** The tool's config and base models, loaded on mount; `reload` asks the server again. */
export function useToolSetup(tool: Tool): ToolSetupState & { reload(): void } {
  const dispatch = useToolsDispatch();
  const [state, setState] = useState<ToolSetupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const force = attempt > 0;
    Promise.all([dispatch(loadToolConfig(tool, { force })), dispatch(loadToolModels(tool, { force }))]).then(
      ([config, models]) => live && setState({ status: 'ready', config, models }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [dispatch, tool, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * Which of the tools the configured engine offers: true / false once its config answered, undefined while loading
 * or when the config could not be read (the tool stays visible and its form shows the failure).
 */
export function useToolAvailability(tools: readonly Tool[]): Partial<Record<Tool, boolean>> {
  const dispatch = useToolsDispatch();
  const [offered, setOffered] = useState<Partial<Record<Tool, boolean>>>({});
  const key = tools.join(',');

  useEffect(() => {
    let live = true;
    for (const tool of key.split(',') as Tool[]) {
      dispatch(loadToolConfig(tool)).then(
        (config) => live && setOffered((o) => (o[tool] === config.available ? o : { ...o, [tool]: config.available })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [dispatch, key]);

  return offered;
}
