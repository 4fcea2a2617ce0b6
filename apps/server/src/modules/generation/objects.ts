import type { Db, TaskObjectRef } from '../../db';
import type { StorageService } from '../storage';
import { deleteObjectRecord } from '../storage';
import { outputsOf, type Task } from '../tasks';

/** The folder of generated results in the private bucket: works/{user uuid}/{random id}.{ext}. */
export const WORKS_PATH = 'works';

/** Every stored file a task produced: results and their posters (the user's own uploads are not included). */
export function producedObjects(task: Pick<Task, 'outputs'>): TaskObjectRef[] {
  return outputsOf(task).flatMap((o) => [
    { bucket: o.bucket, key: o.key, mime: o.mime },
    ...(o.poster ? [o.poster] : []),
  ]);
}

/** Every stored file of a task's results, the cover copies included: what deleting the work removes. */
export function storedObjectsOf(task: Pick<Task, 'outputs'>): TaskObjectRef[] {
  return [...producedObjects(task), ...outputsOf(task).flatMap((o) => o.coverVariants ?? [])];
}

/** Removes stored files and their records; a file already gone is no failure. */
export async function deleteStoredObjects(
  storage: StorageService,
  db: Db,
  refs: readonly Pick<TaskObjectRef, 'bucket' | 'key'>[],
): Promise<void> {
  for (const ref of refs) {
    await storage.driver.deleteObject(ref.bucket, ref.key);
    await deleteObjectRecord(db, ref.bucket, ref.key);
  }
}
