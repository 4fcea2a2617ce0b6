// "@framewise/engine": the engine contract the generation worker programs against. Implementations live behind
// subpaths so a server loads only the one it is configured for: "./local" and "./comfyui".
export { ENGINE_NOTE_KEYS, type EngineNote, type EngineNoteKey, engineNote } from './notes';
export {
  type Engine,
  type EngineHealth,
  type EngineJob,
  type EngineOutput,
  EngineRefusal,
  type EngineResult,
  type EngineTool,
  EngineTransientError,
  type JobInputs,
  type MoveType,
  type RunOptions,
  type ToolCapability,
  type ToolRunner,
  type UpscaleTarget,
} from './types';
