import type { Db } from '../db/schema';
import { insertTask, newTaskId } from '../modules/tasks';

/**
 * Inserts `count` free upscale tasks of one user across the three lanes (lane = i % 3), one millisecond apart from
 * `now`, as a busy hour would leave them; they wait in their content check until the caller queues them.
 */
export async function insertLaneTasks(db: Db, userUuid: string, count: number, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newTaskId();
    ids.push(id);
    await insertTask(db, {
      id,
      userUuid,
      tool: 'upscale',
      engineTool: 'upscale',
      params: { target: '2x' },
      inputs: {},
      prompt: '',
      mode: i % 3,
      lane: i % 3,
      private: false,
      seed: -1,
      cost: 0,
      maxAttempts: 3,
      sourceTaskId: null,
      checkUntil: now,
      now: new Date(now.getTime() + i),
    });
  }
  return ids;
}
