import type { Work } from '@framewise/contracts';
import { PUBLICATION_STATUS, type PublicationStatus, TASK_STATUS } from '@framewise/contracts/routes';

/**
 * Where a work stands in the gallery (0 public, 1 contribute, 2 under check, 3 rejected; a work
 * never offered has none), plus the cases where it cannot be offered at all.
 */
export type PublicationState = 'private' | 'public' | 'contributed' | 'underCheck' | 'rejected' | 'unavailable';

/** Why a work cannot be offered: it has not finished, it failed or was refused, or it was made in private mode. */
export type UnavailableReason = 'notFinished' | 'failed' | 'private';

/** What the owner can do: publish (0), contribute (1) or withdraw (back to none). */
export type PublicationAction = 'publish' | 'contribute' | 'withdraw';

export interface Publication {
  state: PublicationState;
  reason?: UnavailableReason;
  actions: PublicationAction[];
}

type OfferedState = 'public' | 'contributed' | 'underCheck' | 'rejected';

const STATE_OF: Record<PublicationStatus, OfferedState> = {
  [PUBLICATION_STATUS.PUBLIC]: 'public',
  [PUBLICATION_STATUS.CONTRIBUTE]: 'contributed',
  [PUBLICATION_STATUS.UNDER_CHECK]: 'underCheck',
  [PUBLICATION_STATUS.REJECTED]: 'rejected',
};

/** The actions each state offers its owner. A rejected contribution is not published: it can only be taken back. */
const ACTIONS_OF: Record<Exclude<PublicationState, 'unavailable'>, PublicationAction[]> = {
  private: ['publish', 'contribute'],
  public: ['contribute', 'withdraw'],
  contributed: ['withdraw'],
  underCheck: [],
  rejected: ['withdraw'],
};

export function publicationOf(work: Pick<Work, 'status' | 'private' | 'pubStatus'>): Publication {
  if (work.status !== TASK_STATUS.SUCCESS) {
    const settledBadly =
      work.status === TASK_STATUS.FAILED ||
      work.status === TASK_STATUS.REJECTED ||
      work.status === TASK_STATUS.CHECK_FAILED;
    return { state: 'unavailable', reason: settledBadly ? 'failed' : 'notFinished', actions: [] };
  }
  if (work.private) return { state: 'unavailable', reason: 'private', actions: [] };
  const state: Exclude<PublicationState, 'unavailable'> =
    work.pubStatus === null ? 'private' : STATE_OF[work.pubStatus];
  return { state, actions: ACTIONS_OF[state] };
}

/** The pubStatus POST /api/image/pub is sent for an action. */
export function pubStatusFor(action: PublicationAction): 0 | 1 | null {
  switch (action) {
    case 'publish':
      return PUBLICATION_STATUS.PUBLIC;
    case 'contribute':
      return PUBLICATION_STATUS.CONTRIBUTE;
    case 'withdraw':
      return null;
  }
}

/** Keys of the works namespace for a publication: the badge, the explanation and each action's button. */
export function publicationTextKeys(publication: Publication) {
  const hint =
    publication.state === 'unavailable'
      ? (`publication.unavailable.${publication.reason ?? 'notFinished'}` as const)
      : (`publication.hint.${publication.state}` as const);
  return {
    label: `publication.state.${publication.state}` as const,
    hint,
    actions: publication.actions.map((action) => ({ action, label: `publication.action.${action}` as const })),
  };
}

/** The toast key after the server accepted an action, by the status it answered. */
export function publicationDoneKey(pubStatus: PublicationStatus | null) {
  if (pubStatus === null) return 'publication.done.withdrawn' as const;
  return `publication.done.${STATE_OF[pubStatus]}` as const;
}
