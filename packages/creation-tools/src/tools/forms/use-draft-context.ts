import { useMemo } from 'react';
import type { ToolSetup } from '../../config/use-tool-setup';
import type { DraftContext } from '../../drafts';

/** The draft's checking context, stable while the setup stays the same. */
export function useDraftContext(setup: ToolSetup): DraftContext {
  return useMemo(() => ({ config: setup.config, models: setup.models }), [setup.config, setup.models]);
}
