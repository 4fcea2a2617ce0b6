// Test media made with ffmpeg's lavfi sources: H.264 (yuv420p) video, with AAC audio when an audio source is given.
import { runFfmpeg } from '../../local/faces-media';

export async function lavfiClip(path: string, video: string, audio?: string, extra: string[] = []): Promise<string> {
  const lavfi = (source: string) => ['-f', 'lavfi', '-i', source];
  await runFfmpeg([
    ...lavfi(video),
    ...(audio ? lavfi(audio) : []),
    ...['-c:v', 'libx264', ...extra, '-pix_fmt', 'yuv420p'],
    ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
    ...['-y', path],
  ]);
  return path;
}
