import type { UploadResult } from '@framewise/contracts';
import { StorageError } from '../storage-error';
import type { TranscodeOptions, Uploader, UploadOptions } from '../uploader';

/**
 * An uploader for the stories: reports progress in 10% steps every 150 ms, then succeeds (the file is served from
 * an object URL) or fails the way the storage does after its last retry.
 */
export function storyUploader(outcome: 'success' | 'failure' = 'success'): Uploader {
  const upload = (file: File | Blob, options: UploadOptions = {}) =>
    new Promise<UploadResult>((resolve, reject) => {
      let percent = 0;
      const timer = setInterval(() => {
        percent += 10;
        options.onProgress?.(percent);
        if (percent < 100) return;
        clearInterval(timer);
        if (outcome === 'failure') {
          reject(new StorageError({ code: 'InternalError', message: 'storage unavailable', statusCode: 503 }));
          return;
        }
        const name = file instanceof File ? file.name : 'upload';
        const video = file.type.startsWith('video/');
        resolve({
          key: `upload/story-user/${name}`,
          url: URL.createObjectURL(file),
          ...(video ? { transcoding: true } : {}),
        });
      }, 150);
      options.signal?.addEventListener('abort', () => {
        clearInterval(timer);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      });
    });
  // The server's conversion as the client sees it: the state asked every 300 ms, done after ten answers.
  const transcode = (result: UploadResult, options: TranscodeOptions = {}) =>
    new Promise<UploadResult>((resolve, reject) => {
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        options.onProgress?.(step / 10);
        if (step < 10) return;
        clearInterval(timer);
        resolve({ key: result.key.replace(/\.\w+$/, '-h264.mp4'), url: result.url });
      }, 300);
      options.signal?.addEventListener('abort', () => {
        clearInterval(timer);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      });
    });
  return {
    upload,
    transcode,
    uploadMany: (files, options) => Promise.all(files.map((f) => upload(f, options))),
    drivers: ['local'],
  };
}
