import { useGetToolExamplesQuery } from '@framewise/api-client';
import type { ToolExample } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';

/**
 * The tool's first example with a result to show (GET /api/config/example, shared with the tool screens), or null:
 * none, not loaded yet, or the call failed.
 */
export function useToolExample(tool: Tool): ToolExample | null {
  const { currentData } = useGetToolExamplesQuery(tool);
  return currentData?.find((e) => e.url || e.cover) ?? null;
}
