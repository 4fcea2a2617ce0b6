import { runFfmpeg } from './ffmpeg';

/** A JPEG of the frame at `atS` seconds, scaled to at most 1280 px wide (posters are previews). */
export async function extractPoster(
  video: string,
  poster: string,
  options: { atS?: number; ffmpegPath?: string; signal?: AbortSignal } = {},
): Promise<void> {
  await runFfmpeg(
    [
      '-ss',
      String(options.atS ?? 0),
      '-i',
      video,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(1280,iw)':-2",
      '-q:v',
      '3',
      poster,
    ],
    { ffmpegPath: options.ffmpegPath, signal: options.signal },
  );
}

/**
 * The last frame of a video as a PNG. Seeks near the end and keeps overwriting one image, so whatever frame
 * decodes last wins (exact even when the container's duration is a little off).
 */
export async function extractLastFrame(
  video: string,
  png: string,
  options: { ffmpegPath?: string; signal?: AbortSignal } = {},
): Promise<void> {
  await runFfmpeg(['-sseof', '-1', '-i', video, '-update', '1', '-vsync', 'passthrough', png], options);
}
