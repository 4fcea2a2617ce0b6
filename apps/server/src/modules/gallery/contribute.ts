import { ErrorCode, PUBLICATION_STATUS, type PublicationStatus, TASK_STATUS } from '@framewise/contracts';
import type { Db } from '../../db';
import { AppError } from '../../http';
import type { ModerationProvider } from '../generation';
import { GENERATION_ERRORS, producedObjects, textsOf } from '../generation';
import { findTask, type Task } from '../tasks';
import {
  claimStaleContribution,
  endContributionCheck,
  markPublic,
  startContributionCheck,
  tagWork,
  untagWork,
  withdrawPublication,
} from './repo';

/** How long a started contribution check is its starter's before a worker's sweeper may take it over. */
export const CONTRIBUTION_CHECK_LEASE_MS = 60_000;

export interface PublishDeps {
  db: Db;
  now: () => Date;
  moderation: ModerationProvider;
}

/**
 * POST /api/image/pub. 0 publishes a finished work to the gallery once its prompt and files pass the content
 * check again (every way to public runs it; a rejected contribution needs this new check too); 1 contributes it: it is under check (2) until the moderation accepts it (1, shown first in the
 * gallery's hot order) or rejects it (3); null withdraws it. Failed, unfinished and private works cannot be
 * offered; nothing changes while a contribution is under check.
 */
export async function publishWork(
  deps: PublishDeps,
  owner: string,
  id: string,
  requested: typeof PUBLICATION_STATUS.PUBLIC | typeof PUBLICATION_STATUS.CONTRIBUTE | null,
): Promise<PublicationStatus | null> {
  const task = await findTask(deps.db, id);
  if (!task || task.user_uuid !== owner || task.deleted_at !== null) {
    throw new AppError(ErrorCode.NOT_FOUND, GENERATION_ERRORS.workNotFound);
  }
  if (task.pub_status === PUBLICATION_STATUS.UNDER_CHECK) {
    throw new AppError(ErrorCode.CONFLICT, GENERATION_ERRORS.contributionInProgress);
  }
  const now = deps.now();
  if (requested === null) {
    await withdrawPublication(deps.db, id, now);
    await untagWork(deps.db, id);
    return null;
  }
  if (task.status !== TASK_STATUS.SUCCESS || task.private) {
    throw new AppError(ErrorCode.FORBIDDEN, GENERATION_ERRORS.unableToContribute);
  }
  if (task.pub_status === requested) return requested;
  if (requested === PUBLICATION_STATUS.PUBLIC) {
    let verdict: Awaited<ReturnType<ModerationProvider['check']>>;
    try {
      verdict = await deps.moderation.check(moderationInput('publication', task));
    } catch {
      throw new AppError(ErrorCode.INTERNAL, GENERATION_ERRORS.checkUnavailable);
    }
    if (!verdict.approved) throw new AppError(ErrorCode.FORBIDDEN, GENERATION_ERRORS.publishRejected);
    await markPublic(deps.db, id, now);
    await tagWork(deps.db, task);
    return PUBLICATION_STATUS.PUBLIC;
  }
  // Contribution: under check first; a change that lost a race with another request changes nothing.
  const started = await startContributionCheck(deps.db, {
    id,
    from: task.pub_status as PublicationStatus | null,
    now,
    until: new Date(now.getTime() + CONTRIBUTION_CHECK_LEASE_MS),
  });
  if (!started) throw new AppError(ErrorCode.CONFLICT, GENERATION_ERRORS.contributionInProgress);
  return checkContribution(deps, started);
}

/**
 * The moderation of a contribution under check: accepted -> 1 (tagged for the gallery), rejected -> 3. When the
 * check cannot be made it stays under check, and a worker's sweeper tries again after the lease.
 */
export async function checkContribution(deps: PublishDeps, task: Task): Promise<PublicationStatus | null> {
  let verdict: Awaited<ReturnType<ModerationProvider['check']>>;
  try {
    verdict = await deps.moderation.check(moderationInput('contribution', task));
  } catch {
    return PUBLICATION_STATUS.UNDER_CHECK;
  }
  const now = deps.now();
  const status = verdict.approved ? PUBLICATION_STATUS.CONTRIBUTE : PUBLICATION_STATUS.REJECTED;
  const done = await endContributionCheck(deps.db, task.id, status, now);
  if (done && verdict.approved) await tagWork(deps.db, task);
  return done ? status : ((await findTask(deps.db, task.id))?.pub_status as PublicationStatus | null);
}

/** What the content check looks at for a work going public: its prompt, keywords and every file it produced. */
function moderationInput(purpose: 'contribution' | 'publication', task: Task) {
  return { purpose, texts: [task.prompt, ...textsOf(task.params)], media: producedObjects(task) };
}

/** Takes over contribution checks whose lease ran out (the API that started them stopped). */
export async function runContributionChecks(
  deps: { db: Db; now: () => Date },
  moderation: ModerationProvider,
): Promise<void> {
  for (;;) {
    const now = deps.now();
    const task = await claimStaleContribution(deps.db, now, CONTRIBUTION_CHECK_LEASE_MS);
    if (!task) return;
    await checkContribution({ ...deps, moderation }, task);
  }
}
