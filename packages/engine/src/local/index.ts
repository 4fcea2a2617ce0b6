// "@framewise/engine/local": the local engine (sharp, ffmpeg, ESRGAN on TensorFlow.js wasm), no network needed.

export { createLocalEngine, type LocalEngine } from './engine';
export { FFMPEG, FFPROBE } from './media/binaries';
export { h264OutputArgs, startFfmpeg } from './media/ffmpeg';
export { type MediaInfo, probeMedia } from './media/probe';
export { checkMediaTools } from './media/tools';
