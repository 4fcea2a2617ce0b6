import type { ReadCache } from '../db';
import type { FinishedAnswer } from './shared-answers';

/** A logged-in user's finished answer (envelope bytes), kept in this process until the user's data changes. */
export interface UserAnswer extends FinishedAnswer {
  user: string;
}

/**
 * Per-user answer caches, each emptied for a user by the notices of its channel (db/notifications.ts): userInfo by
 * any change of /api/user/info, userTasks by any change of the user's tasks or works.
 */
export interface UserAnswerCaches {
  userInfo: ReadCache<UserAnswer>;
  userTasks: ReadCache<UserAnswer>;
}

/** The cache key of one answer: the same URL asked by the same user in the same region and language. */
export function userAnswerKey(user: string, url: string, region: string, language: string): string {
  return `${user}\n${region}\n${language}\n${url}`;
}

/**
 * A write call of this process just committed: the caller's answers are dropped here at once (the database's notice
 * reaches this process's listener a moment later, and other processes' listeners).
 */
export function forgetUserAnswers(caches: Partial<UserAnswerCaches> | undefined, user: string): void {
  caches?.userInfo?.forget(user);
  caches?.userTasks?.forget(user);
}
