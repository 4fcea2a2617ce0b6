// Task status, polling and the work notifications of spec section 4.

export { CancelTask, type CancelTaskProps } from './CancelTask';
export {
  addWorkEventOf,
  createWorkEventBus,
  useAnyWorkEvent,
  useWorkEvent,
  WILDCARD,
  WORK_EVENT,
  type WorkEventBus,
  type WorkEventDetail,
  type WorkEventPayload,
  type WorkEventType,
  workEvents,
} from './events';
export {
  askNotificationPermission,
  canOfferNotifications,
  createTitleBadge,
  type FinishedNotice,
  notifyTaskFinished,
  type TitleBadge,
} from './notify';
export {
  type BackoffPolicy,
  createTaskPoller,
  HIDDEN_POLL_MS,
  nextPollDelay,
  TASK_POLL_BACKOFF,
  type TaskPoller,
  type TaskPollerOptions,
} from './polling';
export { HoverVideo, ResultCard, type ResultCardProps } from './ResultCard';
export { ResultsArea, type ResultsAreaProps } from './ResultsArea';
export { usePointsRefresh } from './refresh-points';
export { isInViewport, prefersReducedMotion, revealElement } from './reveal';
export {
  type CancelledText,
  cancelledText,
  type StatusText,
  statusLabel,
  statusText,
  type TaskPhase,
  type TimeLeftText,
  taskNoteLabel,
  taskPhase,
  timeLeftText,
} from './status-text';
export { resultPath, TaskFollower } from './TaskFollower';
export { TaskStatus, type TaskStatusProps } from './TaskStatus';
export { TaskTray } from './TaskTray';
export {
  createTaskCenter,
  type EndedTask,
  type RunningTask,
  type TaskCenter,
  type TaskCenterOptions,
  type TaskToFollow,
  taskCenterOf,
} from './task-center';
export { itemFromWork, newestFirst, resultKind, type TaskItem } from './task-item';
export { useRunningTasks, useTaskCenter } from './use-task-center';
export { RESULTS_PAGE_SIZE, type ToolTasks, useToolTasks } from './use-tool-tasks';
