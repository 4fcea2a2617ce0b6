import type { ToolConfig } from '@framewise/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useToolsDispatch } from '../config/services';
import { loadToolConfig } from '../config/tool-config';

export type ExtendConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: ToolConfig }
  | { status: 'failed'; error: unknown };

/**
 * GET /api/config/generate?type=extend: the extra durations the engine offers with their points, the base cost
 * and the mode factors (cached like every tool's config); `reload` asks the server again.
 */
export function useExtendConfig(): ExtendConfigState & { reload(): void } {
  const dispatch = useToolsDispatch();
  const [state, setState] = useState<ExtendConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    dispatch(loadToolConfig('extend', { force: attempt > 0 })).then(
      (config) => live && setState({ status: 'ready', config }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [dispatch, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
