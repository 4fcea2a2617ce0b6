import { configApi } from '@framewise/api-client';
import { type ScreenTool, TOOL_GROUPS, type ToolGroup, toolFromQuery } from '../config/tools';
import type { PageDataContext } from '../pages/page-data';

/**
 * A tool page's early requests (app-shell's ScreenModule.askEarly): which tools the engine offers, and the options,
 * base models and examples of the tools the page shows first (the group's first tool, which hydration renders, and
 * the one the query asks for). The same requests ToolWorkspace and its form make once hydrated, with the same
 * arguments, so those find them answered or under way instead of all starting in one task right after hydration.
 */
export function askToolEarly(group: ToolGroup) {
  return ({ dispatch, search }: PageDataContext): void => {
    const first: ScreenTool = TOOL_GROUPS[group].tools[0];
    const asked = toolFromQuery(group, search.toString(), () => true);
    const options = { subscribe: false } as const;
    void dispatch(configApi.endpoints.getToolAvailability.initiate(undefined, options));
    for (const tool of new Set([first, asked])) {
      void dispatch(configApi.endpoints.getToolConfig.initiate(tool, options));
      void dispatch(configApi.endpoints.getToolModels.initiate(tool, options));
      void dispatch(configApi.endpoints.getToolExamples.initiate(tool, options));
    }
  };
}
