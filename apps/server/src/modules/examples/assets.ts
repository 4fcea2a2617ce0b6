import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLES_OWNER } from '../gallery';
import { buildObjectKey, PURPOSES, type StorageService } from '../storage';
import { EXAMPLE_PICTURES, type ExamplePicture } from './catalog';

/**
 * apps/server/assets/examples, found from the sources (src/modules/examples) and from the bundle (dist/main.js).
 */
export function examplesAssetsDir(): string {
  const candidates = ['../assets/examples', '../../../assets/examples'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(join(dir, EXAMPLE_PICTURES[0])));
  if (!found) throw new Error(`example pictures not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** The fixed key of a shipped picture among the examples owner's uploads, so a second run finds the same object. */
export function pictureKey(name: ExamplePicture): string {
  return buildObjectKey({
    path: PURPOSES.general.defaultPath,
    ownerUuid: EXAMPLES_OWNER.uuid,
    ext: 'jpg',
    id: `example-${basename(name, '.jpg')}`,
  });
}

/**
 * Stores the shipped pictures as uploads of the examples owner (private bucket, like a user's uploads) and answers
 * their keys. Safe to repeat: a key already stored with the same bytes is kept, and a record whose file never
 * landed (a process killed between the two writes) gets its file written again.
 */
export async function storePictures(storage: StorageService, dir: string): Promise<Map<ExamplePicture, string>> {
  const bucket = storage.storage.buckets.private;
  const keys = new Map<ExamplePicture, string>();
  for (const name of EXAMPLE_PICTURES) {
    const key = pictureKey(name);
    const body = await readFile(join(dir, name));
    await storage.putOwnedObject({ bucket, key, ownerUuid: EXAMPLES_OWNER.uuid, body });
    if (!(await storage.driver.headObject(bucket, key)))
      await storage.driver.putObject(bucket, key, body, 'image/jpeg');
    keys.set(name, key);
  }
  return keys;
}
