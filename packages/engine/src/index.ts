// "@framewise/engine": the engine contract the generation worker programs against. Implementations live behind
// subpaths so a server loads only the one it is configured for: "./local" and "./comfyui".
export * from './notes';
export * from './types';
