import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TaskObjectRef } from '../../db';
import { DownloadTooLarge, downloadCapped } from './capped-download';
import { extensionOfMime } from './content';
import { LocalDriver } from './local-driver';
import type { StorageService } from './service';

/** The store answered that the object is not there (404 / 410): no retry can bring it back. */
export class StoredObjectMissing extends Error {
  constructor(key: string, status: number) {
    super(`download of ${key} failed: HTTP ${status}`);
    this.name = 'StoredObjectMissing';
  }
}

/** The object's bytes are not the ones checked when its key was accepted: replaced since, never to be used. */
export class StoredObjectChanged extends StoredObjectMissing {
  constructor(key: string) {
    super(key, 409);
    this.message = `download of ${key} refused: the file changed after it was checked`;
    this.name = 'StoredObjectChanged';
  }
}

/** Stored objects as files the engine (ffmpeg, sharp) can open. */
export interface StoredFiles {
  /** A local file with the object's bytes: the object itself on the local store, else a download into dir. */
  localPath(ref: TaskObjectRef, dir: string, name: string, signal?: AbortSignal): Promise<string>;
  /** What ffprobe may open without a download: a local file or a signed URL. */
  probeSource(ref: TaskObjectRef): string;
}

/**
 * The local store's objects are files already, so the engine reads them in place; other stores (COS) are read
 * through a signed URL. An object that is gone surfaces as StoredObjectMissing, which fails the task at once;
 * other download failures (a refused signature, a 5xx, a broken connection) are errors the worker retries.
 */
export function storedFiles(storage: StorageService, publicUrl: string): StoredFiles {
  const driver = storage.driver;
  const signed = (ref: TaskObjectRef) => new URL(storage.objectUrl(ref.bucket, ref.key), `${publicUrl}/`).href;
  return {
    async localPath(ref, dir, name, signal) {
      if (driver instanceof LocalDriver) return driver.filePath(ref.bucket, ref.key);
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${name}.${extensionOfMime(ref.mime) ?? 'bin'}`);
      const response = await fetch(signed(ref), { signal: signal ?? null });
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        throw new StoredObjectMissing(ref.key, response.status);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`download of ${ref.key} failed: HTTP ${response.status}`);
      }
      // At most what was accepted (its recorded size, else the largest upload), and exactly those bytes.
      const record = await storage.findObject(ref.bucket, ref.key);
      const { maxImageBytes, maxVideoBytes, maxAudioBytes } = storage.storage;
      const cap = record?.size ?? Math.max(maxImageBytes, maxVideoBytes, maxAudioBytes);
      const sha256 = await downloadCapped(response.body, ref.key, path, cap, signal).catch((error: unknown) => {
        throw error instanceof DownloadTooLarge ? new StoredObjectChanged(ref.key) : error;
      });
      if (record?.sha256 && sha256 !== record.sha256) {
        throw new StoredObjectChanged(ref.key);
      }
      return path;
    },
    probeSource(ref) {
      return driver instanceof LocalDriver ? driver.filePath(ref.bucket, ref.key) : signed(ref);
    },
  };
}
