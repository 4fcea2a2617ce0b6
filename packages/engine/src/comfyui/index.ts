// Public surface of "@framewise/engine/comfyui": the ComfyUI adapter and the template helpers its tests and tools use.
export { type ComfyUiEngineOptions, type ComfyUiTimeouts, createComfyUiEngine } from './engine';

export { runSmokeTest, type SmokeOptions, type SmokeRow } from './smoke';
