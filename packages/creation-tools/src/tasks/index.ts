// Task status, polling and the work notifications of spec section 4.

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
  createTitleBadge,
  type FinishedNotice,
  notifyTaskFinished,
  type TitleBadge,
} from './notify';
export {
  type BackoffPolicy,
  createTaskPoller,
  nextPollDelay,
  TASK_POLL_BACKOFF,
  type TaskPoller,
  type TaskPollerOptions,
} from './polling';
export { HoverVideo, ResultCard, type ResultCardProps } from './ResultCard';
export { ResultsArea, type ResultsAreaProps } from './ResultsArea';
export { refreshUserInfo, usePointsRefresh } from './refresh-points';
export { type StatusText, statusLabel, statusText, type TaskPhase, taskPhase } from './status-text';
export { TaskStatus, type TaskStatusProps } from './TaskStatus';
export { itemFromWork, newestFirst, resultKind, type TaskItem } from './task-item';
export { RESULTS_PAGE_SIZE, type ToolTasks, useToolTasks } from './use-tool-tasks';
