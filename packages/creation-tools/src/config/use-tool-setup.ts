import { configApi, useGetToolConfigQuery, useGetToolModelsQuery } from '@framewise/api-client';
import type { GenerationModel, ToolConfig } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import { useAppDispatch, useAppSelector } from '@framewise/stores';
import { useCallback, useEffect } from 'react';
import { shallowEqual } from 'react-redux';

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
  // Known answers stay shown while asked again (a refetch must not unmount the form and its upload under way).
  if (config.currentData && models.currentData)
    return { status: 'ready', config: config.currentData, models: models.currentData, reload };
  const error = config.error ?? models.error;
  if (error && !config.isFetching && !models.isFetching) return { status: 'failed', error, reload };
  return { status: 'loading', reload };
}

/**
 * Which of the tools the configured engine offers: true / false once its config answered, undefined while loading
 * or when the config could not be read (the tool stays visible and its form shows the failure).
 */
export function useToolAvailability(tools: readonly Tool[]): Partial<Record<Tool, boolean>> {
  const dispatch = useAppDispatch();
  const key = tools.join(',');
  useEffect(() => {
    const subscriptions = (key.split(',') as Tool[]).map((tool) =>
      dispatch(configApi.endpoints.getToolConfig.initiate(tool)),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [dispatch, key]);
  return useAppSelector((state) => {
    const offered: Partial<Record<Tool, boolean>> = {};
    for (const tool of key.split(',') as Tool[]) {
      const available = configApi.endpoints.getToolConfig.select(tool)(state).data?.available;
      if (available !== undefined) offered[tool] = available;
    }
    return offered;
  }, shallowEqual);
}
