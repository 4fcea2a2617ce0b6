import { useGetToolConfigQuery } from '@framewise/api-client';
import type { ToolConfig } from '@framewise/contracts';

type ExtendConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: ToolConfig }
  | { status: 'failed'; error: unknown };

/**
 * GET /api/config/generate?type=extend: the extra durations the engine offers with their points, the base cost
 * and the mode factors (cached like every tool's config); `reload` asks the server again.
 */
export function useExtendConfig(): ExtendConfigState & { reload(): void } {
  const { currentData, error, isFetching, refetch } = useGetToolConfigQuery('extend');
  if (currentData) return { status: 'ready', config: currentData, reload: refetch };
  if (error && !isFetching) return { status: 'failed', error, reload: refetch };
  return { status: 'loading', reload: refetch };
}
