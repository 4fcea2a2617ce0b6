import type { ToolExample } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import { useEffect, useState } from 'react';
import { loadToolExamples } from '../config/tool-config';
import { useWorksDispatch } from './services';

/**
 * The tool's first example with a result to show (GET /api/config/example, shared with the tool screens), or null:
 * none, not loaded yet, or the call failed.
 */
export function useToolExample(tool: Tool): ToolExample | null {
  const dispatch = useWorksDispatch();
  const [example, setExample] = useState<{ tool: Tool; value: ToolExample | null } | null>(null);
  useEffect(() => {
    let live = true;
    dispatch(loadToolExamples(tool)).then(
      (list) => live && setExample({ tool, value: list.find((e) => e.url || e.cover) ?? null }),
      () => live && setExample({ tool, value: null }),
    );
    return () => {
      live = false;
    };
  }, [dispatch, tool]);
  return example?.tool === tool ? example.value : null;
}
