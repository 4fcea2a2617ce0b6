import { useAppDispatch } from '@framewise/stores';
import { useSyncExternalStore } from 'react';
import { type RunningTask, type TaskCenter, taskCenterOf } from './task-center';

/** The app's task center (one per app, shared by the header tray, the tool screens and my works). */
export function useTaskCenter(): TaskCenter {
  return taskCenterOf(useAppDispatch());
}

/** The user's running tasks, newest first, re-rendering when they change. */
export function useRunningTasks(): readonly RunningTask[] {
  const center = useTaskCenter();
  return useSyncExternalStore(center.subscribe, center.running, center.running);
}
