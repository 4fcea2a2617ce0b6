// Public surface of "@framewise/engine/comfyui": the ComfyUI adapter and the template helpers its tests and tools use.
export { type ComfyUiEngineOptions, type ComfyUiTimeouts, createComfyUiEngine } from './engine';
export { PromptProgress } from './progress';
export { runSmokeTest, type SmokeOptions, type SmokeRow } from './smoke';
export { ComfyConnectionLost, type SocketLike, type WebSocketConstructor } from './socket';
export {
  type ApiPrompt,
  DEFAULT_WORKFLOWS_DIR,
  fillTemplate,
  loadTemplates,
  type PromptNode,
  TEMPLATE_VARIABLES,
  type TemplateVariables,
  type WorkflowTemplate,
} from './templates';
