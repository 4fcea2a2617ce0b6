import { isMessageKey } from '@framewise/i18n/messages';

/** Message keys of generation (packages/i18n resources/generation-errors.ts). */
export const GENERATION_ERRORS = {
  toolUnavailable: 'generationErrors.submit.toolUnavailable',
  mediaToolsMissing: 'generationErrors.submit.mediaToolsMissing',
  optionUnavailable: 'generationErrors.submit.optionUnavailable',
  unknownOption: 'generationErrors.submit.unknownOption',
  durationTooLong: 'generationErrors.submit.durationTooLong',
  frameRateTooHigh: 'generationErrors.submit.frameRateTooHigh',
  fastOnly: 'generationErrors.submit.fastOnly',
  videoOnlyTarget: 'generationErrors.submit.videoOnlyTarget',
  sourceNotFound: 'generationErrors.submit.sourceNotFound',
  sourceNotVideo: 'generationErrors.submit.sourceNotVideo',
  uploadNotOwned: 'generationErrors.submit.uploadNotOwned',
  relaxQueueFull: 'generationErrors.submit.relaxQueueFull',
  detectTooOften: 'generationErrors.submit.detectTooOften',
  imageRequired: 'generationErrors.submit.imageRequired',
  videoRequired: 'generationErrors.submit.videoRequired',
  audioRequired: 'generationErrors.submit.audioRequired',
  mediaUnreadable: 'generationErrors.submit.mediaUnreadable',
  taskFailed: 'generationErrors.task.failed',
  taskCancelled: 'generationErrors.task.cancelled',
  taskRejected: 'generationErrors.task.rejected',
  taskCheckFailed: 'generationErrors.task.checkFailed',
  workNotFound: 'generationErrors.work.notFound',
  unableToContribute: 'generationErrors.work.unableToContribute',
  contributionInProgress: 'generationErrors.work.inProgress',
  contributionRejected: 'generationErrors.work.rejected',
  publishRejected: 'generationErrors.work.publishRejected',
  checkUnavailable: 'generationErrors.work.checkUnavailable',
} as const;

/**
 * The message a task keeps for an engine refusal: 'engine.x' becomes 'generationErrors.engine.x', validation keys
 * stay as they are, and anything the server cannot translate becomes the generic "failed, refunded" text (engine
 * internals never reach users).
 */
export function refusalMessage(reason: string): string {
  if (reason.startsWith('engine.')) {
    const key = `generationErrors.${reason}`;
    return isMessageKey(key) ? key : GENERATION_ERRORS.taskFailed;
  }
  return isMessageKey(reason) ? reason : GENERATION_ERRORS.taskFailed;
}
