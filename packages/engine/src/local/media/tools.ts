import { execFile } from 'node:child_process';
import type { EngineHealth, EngineTool } from '../../types';

/** Binaries are looked up once at start; a hung binary must not hold the start (or /readyz) up for long. */
const CHECK_TIMEOUT_MS = 10_000;

/** One media binary the local engine runs: where it was looked for and the version it reported (null: unusable). */
interface MediaTool {
  name: 'ffmpeg' | 'ffprobe';
  path: string;
  version: string | null;
}

/**
 * Tools that cannot run without ffmpeg / ffprobe (and ffmpeg's H.264 encoder, libx264): every video output is
 * encoded by it and every video input read by them. Image upscales (sharp, ESRGAN) and face detection on images
 * do not need them, so upscale stays on for images and turbo, detectface stay on.
 */
export const VIDEO_ENGINE_TOOLS: readonly EngineTool[] = [
  'text2video',
  'img2video',
  'video_extend',
  'vid2vid',
  'lipsync',
];

function output(path: string, args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(path, args, { timeout: CHECK_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 }, (error, stdout) =>
      resolve(error ? null : stdout),
    );
  });
}

/** "ffmpeg version 5.1.6-0+deb12u1 Copyright ..." -> "5.1.6-0+deb12u1". */
export function parseVersion(banner: string): string | null {
  return /^\S+ version (\S+)/.exec(banner.trim())?.[1] ?? null;
}

/**
 * Checks the media binaries the local engine needs: ffmpeg and ffprobe answer -version, and ffmpeg has the libx264
 * encoder every video is written with. Answers what is missing and which tools are therefore off.
 */
export async function checkMediaTools(paths: { ffmpegPath: string; ffprobePath: string }): Promise<EngineHealth> {
  const [ffmpegBanner, ffprobeBanner, encoders] = await Promise.all([
    output(paths.ffmpegPath, ['-version']),
    output(paths.ffprobePath, ['-version']),
    output(paths.ffmpegPath, ['-hide_banner', '-encoders']),
  ]);
  const tools: MediaTool[] = [
    {
      name: 'ffmpeg',
      path: paths.ffmpegPath,
      version: ffmpegBanner ? (parseVersion(ffmpegBanner) ?? 'unknown') : null,
    },
    {
      name: 'ffprobe',
      path: paths.ffprobePath,
      version: ffprobeBanner ? (parseVersion(ffprobeBanner) ?? 'unknown') : null,
    },
  ];
  const missing = tools.filter((t) => t.version === null).map((t) => `${t.name} (${t.path})`);
  if (ffmpegBanner && !/\blibx264\b/.test(encoders ?? '')) missing.push('libx264 (H.264 encoder of ffmpeg)');
  return {
    missing,
    toolsOff: missing.length > 0 ? [...VIDEO_ENGINE_TOOLS] : [],
    found: tools.filter((t) => t.version !== null).map((t) => `${t.name} ${t.version}`),
    limited: missing.length > 0 ? { upscale: 'images only' } : {},
  };
}
