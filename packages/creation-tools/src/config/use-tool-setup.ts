import { useGetToolAvailabilityQuery, useGetToolConfigQuery, useGetToolModelsQuery } from '@framewise/api-client';
import type { GenerationModel, ToolConfig } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import { useCallback, useDeferredValue, useMemo } from 'react';

/** What a tool form needs from the server before it can show its options. */
export interface ToolSetup {
  config: ToolConfig;
  models: GenerationModel[];
}

type ToolSetupState = { status: 'loading' } | ({ status: 'ready' } & ToolSetup) | { status: 'failed'; error: unknown };

/** The tool's config and base models (cached by the api); `reload` asks the server again. */
export function useToolSetup(tool: Tool): ToolSetupState & { reload(): void } {
  const config = useGetToolConfigQuery(tool);
  const models = useGetToolModelsQuery(tool);
  const { refetch: refetchConfig } = config;
  const { refetch: refetchModels } = models;
  const reload = useCallback(() => {
    refetchConfig();
    refetchModels();
  }, [refetchConfig, refetchModels]);
  const answers = useMemo(
    () =>
      config.currentData && models.currentData
        ? { tool, config: config.currentData, models: models.currentData }
        : null,
    [tool, config.currentData, models.currentData],
  );
  // The form (dozens of fields) first renders at transition priority when its answers arrive: React yields to input
  // every few milliseconds instead of one long task. Another tool's answers (the deferred value of a tab switch) wait.
  const shown = useDeferredValue(answers);
  // Known answers stay shown while asked again (a refetch must not unmount the form and its upload under way).
  if (shown?.tool === tool) return { status: 'ready', config: shown.config, models: shown.models, reload };
  const error = config.error ?? models.error;
  if (error && !config.isFetching && !models.isFetching) return { status: 'failed', error, reload };
  return { status: 'loading', reload };
}

/** Nothing known yet: every tool stays shown. */
const UNKNOWN: Partial<Record<Tool, boolean>> = {};

/**
 * Which of the tools the configured engine offers, from one request for all tools (GET /api/config/tools): true /
 * false once it answered, undefined while loading or when it could not be read (the tool stays visible and its
 * form shows the failure).
 */
export function useToolAvailability(tools: readonly Tool[]): Partial<Record<Tool, boolean>> {
  const { currentData } = useGetToolAvailabilityQuery();
  const key = tools.join(',');
  return useMemo(() => {
    if (!currentData) return UNKNOWN;
    const offered: Partial<Record<Tool, boolean>> = {};
    for (const tool of key.split(',') as Tool[]) {
      const available = currentData[tool];
      if (available !== undefined) offered[tool] = available;
    }
    return offered;
  }, [currentData, key]);
}
