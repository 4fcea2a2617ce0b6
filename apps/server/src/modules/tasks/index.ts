// The tasks module owns the task state machine: every transition (insert under check, queue after the check, claim,
// renew with progress, complete, retry, release, end unsuccessfully with its refund) and every write to a task's
// status, lease, charge, refund and deletion (repo.ts); gallery/repo.ts writes only the publication columns and
// examples/repo.ts only prompt translations. Generation plans, charges and checks; the worker runs; gallery deletes:
// each through these functions.
export { CHECK_LEASE_MS, LANE_OF_MODE, retryDelayMs } from './queue-rules';
export {
  claimBatch,
  claimNext,
  claimStaleCheck,
  completeTask,
  findTask,
  insertTask,
  lockedUnfinishedCount,
  markDeleted,
  newTaskId,
  notesOf,
  outputsOf,
  ownedTasks,
  ownedTasksWithQueue,
  queueChecked,
  queuePosition,
  recentRunSeconds,
  releaseTask,
  renewLease,
  retryLater,
  runStates,
  type StatusRow,
  setChargeId,
  type Task,
} from './repo';
export { chargeKey, settleUnsuccessful } from './settle';
