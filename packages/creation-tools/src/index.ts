// Public surface of @framewise/creation-tools ("."). The screens are the page modules of the subpath exports
// (`pages: { aiVideo: () => import('@framewise/creation-tools/ai-video-page'), ... }`); this entry holds what other
// screens share with them: tool routes and config, drafts and draw same, task status, work events, the
// before/after slider.

export { type CostValues, costOf, modeFactor, normalCost, optionCost } from './config/cost';
export { defaultModel, findOption, optionsOf, sameValue } from './config/options';
export { useNavigateTo } from './config/services';
export {
  groupOf,
  isScreenTool,
  SCREEN_TOOLS,
  type ScreenTool,
  TOOL_GROUP_NAMES,
  TOOL_GROUPS,
  TOOL_QUERY_PARAM,
  type ToolGroup,
  toolFromQuery,
  toolRoute,
} from './config/tools';
export { type ToolSetup, type ToolSetupState, useToolAvailability, useToolSetup } from './config/use-tool-setup';
export * from './drafts';
export * from './tasks';
export { CompareSlider, type CompareSliderProps } from './tools/CompareSlider';
