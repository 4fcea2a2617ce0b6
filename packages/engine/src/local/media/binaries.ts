/** The ffmpeg and ffprobe the engine runs: FFMPEG_PATH / FFPROBE_PATH when set, else the ones on PATH. */
export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH || 'ffprobe';
