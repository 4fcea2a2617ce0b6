import { FFPROBE, h264OutputArgs, type MediaInfo, probeMedia, startFfmpeg } from '@framewise/engine/local';

/** Longest side of a transcoded video: enough for every tool's input, and it keeps the encode quick. */
export const TRANSCODE_MAX_SIDE = 1920;
/** At most this much of a video is converted (longer uploads are cut; no tool takes more). */
export const TRANSCODE_MAX_SECONDS = 300;

/**
 * Whether browsers play the upload as it is: an MP4 (not QuickTime: Firefox refuses .mov) with 8-bit 4:2:0 H.264.
 * iPhones record HEVC in QuickTime, which Chromium and Firefox cannot decode; those are converted.
 */
export function playsInBrowsers(container: 'mp4' | 'quicktime', info: MediaInfo): boolean {
  return container === 'mp4' && info.codec === 'h264' && info.pixFmt === 'yuv420p';
}

/** ffprobe of an upload (local file only: the protocol allow-list is 'file'); undefined when it is not a video. */
export async function probeVideo(path: string, ffprobePath = FFPROBE): Promise<MediaInfo | undefined> {
  try {
    return await probeMedia(path, ffprobePath);
  } catch {
    return undefined;
  }
}

/**
 * Converts a video to H.264 MP4 with the moov atom first (faststart) and AAC sound: turned upright by its rotation
 * tag, scaled down to TRANSCODE_MAX_SIDE, even sides for 4:2:0. Reports progress 0..1; the signal bounds its time.
 */
export async function transcodeToH264(options: {
  input: string;
  output: string;
  info: MediaInfo;
  ffmpegPath: string;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}): Promise<void> {
  const { info } = options;
  const side = TRANSCODE_MAX_SIDE;
  const scale = `scale='if(gte(iw,ih),min(${side},iw),-2)':'if(gte(iw,ih),-2,min(${side},ih))',scale=trunc(iw/2)*2:trunc(ih/2)*2`;
  await startFfmpeg(
    [
      '-i',
      options.input,
      '-map',
      '0:v:0',
      ...(info.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k'] : []),
      '-t',
      String(TRANSCODE_MAX_SECONDS),
      '-vf',
      scale,
      ...h264OutputArgs({ crf: 23 }),
      '-f',
      'mp4',
      options.output,
    ],
    {
      ffmpegPath: options.ffmpegPath,
      signal: options.signal,
      expectedDurationS: Math.min(info.durationS || TRANSCODE_MAX_SECONDS, TRANSCODE_MAX_SECONDS),
      onProgress: options.onProgress,
    },
  ).done;
}
