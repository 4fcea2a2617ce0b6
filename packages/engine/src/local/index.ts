// "@framewise/engine/local": the local engine (sharp, ffmpeg, ESRGAN on TensorFlow.js wasm), no network needed.
export type { LocalEngineOptions } from './context';
export { createLocalEngine, type LocalEngine } from './engine';
export { FFMPEG, FFPROBE } from './media/binaries';
export { FfmpegError, h264OutputArgs, startFfmpeg } from './media/ffmpeg';
export { type MediaInfo, probeMedia } from './media/probe';
export { checkMediaTools, VIDEO_ENGINE_TOOLS } from './media/tools';
export { MOVE_TYPES, parseMoveType } from './motion/camera';
export { LOCAL_REFUSAL } from './reasons';
export { UPSCALE_TARGETS } from './upscale/targets';
export { STYLE_IDS } from './vid2vid/styles';
