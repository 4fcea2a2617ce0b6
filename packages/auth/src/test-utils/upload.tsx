import type { PreviewStore } from '@framewise/stores/testing';
import type { Uploader, UploadOptions, UploadResult } from '@framewise/upload';
import { storeLoginGate, UploadProvider } from '@framewise/upload';
import type { ReactNode } from 'react';

// Upload stand-ins for tests and stories: no vitest import, so the catalog can use them.

export interface SeenUpload {
  file: File | Blob;
  options: UploadOptions;
}

/** An uploader whose answer is scripted; records every upload. */
export function scriptedUploader(
  answer: (file: File | Blob, options: UploadOptions) => Promise<UploadResult>,
): Uploader & { uploads: SeenUpload[] } {
  const uploads: SeenUpload[] = [];
  const upload = (file: File | Blob, options: UploadOptions = {}) => {
    uploads.push({ file, options });
    return answer(file, options);
  };
  return {
    uploads,
    upload,
    uploadMany: (files, options) => Promise.all(files.map((file) => upload(file, options))),
    drivers: ['local'],
  };
}

/** The storage's answer for an avatar of user `uuid`: a key under {path}/{uuid}/ and the URL it is served at. */
export function storedAvatar(uuid: string, base = 'https://cdn.framewise.cn/'): UploadResult {
  const key = `user-avatar/${uuid}/3f9a0c1d2b7e4f60.png`;
  return { key, url: `${base}${key}` };
}

/** Stories: uploads take `durationMs`, reporting progress, then are served from an object URL of the file. */
export function previewUploader(uuid: string, durationMs = 800): Uploader {
  return scriptedUploader(
    (file, options) =>
      new Promise((resolve, reject) => {
        let percent = 0;
        const timer = setInterval(() => {
          percent += 10;
          options.onProgress?.(percent);
          if (percent < 100) return;
          clearInterval(timer);
          resolve({ key: storedAvatar(uuid).key, url: URL.createObjectURL(file) });
        }, durationMs / 10);
        options.signal?.addEventListener('abort', () => {
          clearInterval(timer);
          reject(new DOMException('The upload was cancelled.', 'AbortError'));
        });
      }),
  );
}

/** The upload environment the app provides: the uploader, and the login gate of the store. */
export function UploadFrame({
  store,
  uploader,
  children,
}: {
  store: PreviewStore;
  uploader: Uploader;
  children: ReactNode;
}) {
  return <UploadProvider value={{ uploader, ...storeLoginGate(store) }}>{children}</UploadProvider>;
}
