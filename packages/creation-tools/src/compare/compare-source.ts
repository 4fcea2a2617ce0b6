import type { Work } from '@framewise/contracts';
import { TASK_STATUS } from '@framewise/contracts/routes';

/** The picture an upscale result is compared with: the uploaded source of a finished image upscale, else null. */
export function compareSourceOf(
  work: Pick<Work, 'tool' | 'status' | 'url' | 'reference_img' | 'reference_video'>,
): string | null {
  const upscale = work.tool === 'upscale' || work.tool === 'upscale_turbo';
  const finished = work.status === TASK_STATUS.SUCCESS && !!work.url;
  // An upscaled video has no picture to compare; its reference_img, if any, is not its source.
  return upscale && finished && !work.reference_video && work.reference_img ? work.reference_img : null;
}
