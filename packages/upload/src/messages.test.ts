import { ApiError } from '@framewise/api-client';
import { createI18n, type Language } from '@framewise/i18n';
import { describe, expect, it } from 'vitest';
import { CompressionError } from './compress';
import { DownloadError } from './download';
import { type UploadMessage, uploadErrorMessage } from './messages';
import { StorageError } from './storage-error';
import { UploadRuleError } from './validate';
import { ZipError } from './zip';

function text(message: UploadMessage | undefined, language: Language): string {
  if (!message) return '';
  if ('text' in message) return message.text;
  // Values vary by key; the per-key typing of t cannot follow a union of keys.
  const t = createI18n({ language }).t as unknown as (key: string, values: object) => string;
  return t(`upload:${message.key}`, message.values);
}

describe('uploadErrorMessage', () => {
  it('says the video limit in the agreed English words, in all three languages', () => {
    const message = uploadErrorMessage(new UploadRuleError('videoTooLarge', { size: 30 }));
    expect(text(message, 'en')).toBe('The video is too large. Please upload a video under 30 MB.');
    expect(text(message, 'zh')).toBe('视频过大，请上传小于 30MB 的视频');
    expect(text(message, 'ja')).toBe('動画が大きすぎます。30MB 未満の動画をアップロードしてください。');
  });

  it('fills the type list and the size into the rule texts', () => {
    expect(text(uploadErrorMessage(new UploadRuleError('imageType', { types: 'PNG/JPEG/JPG' })), 'zh')).toBe(
      '图片格式错误，仅支持 PNG/JPEG/JPG',
    );
    expect(text(uploadErrorMessage(new UploadRuleError('fileTooLarge', { size: 5 })), 'en')).toBe(
      'The file is too large. Please upload a file of up to 5 MB.',
    );
    expect(text(uploadErrorMessage(new UploadRuleError('imageTooLarge', { size: 2048 })), 'en')).toBe(
      'The image is too large. Width and height must be at most 2048 px.',
    );
  });

  it('shows storage failures as the generic upload-failed text', () => {
    const err = new StorageError({ code: 'InternalError', message: 'x', requestId: 'r' });
    expect(text(uploadErrorMessage(err), 'en')).toBe('Upload failed. Please try again later.');
    expect(text(uploadErrorMessage(new Error('boom')), 'zh')).toBe('上传失败，请稍后重试');
  });

  it("shows the server's own text for a refused token call", () => {
    expect(uploadErrorMessage(new ApiError({ kind: 'business', code: 403, msg: '账号已被限制上传' }))).toEqual({
      text: '账号已被限制上传',
    });
  });

  it('has texts for compression, download and zip failures', () => {
    expect(text(uploadErrorMessage(new CompressionError('notImage')), 'en')).toBe(
      'Image compression failed: the file is not an image.',
    );
    expect(text(uploadErrorMessage(new DownloadError('u', 404)), 'ja')).toBe(
      'ダウンロードに失敗しました。しばらくしてからもう一度お試しください。',
    );
    expect(text(uploadErrorMessage(new ZipError('encrypted')), 'en')).toBe('Encrypted zip files are not supported.');
    expect(text(uploadErrorMessage(new ZipError('unreadableFile', { fileName: 'a.png' })), 'en')).toBe(
      'The file "a.png" could not be read.',
    );
  });

  it('shows nothing for a cancellation', () => {
    expect(uploadErrorMessage(new DOMException('stop', 'AbortError'))).toBeUndefined();
    expect(uploadErrorMessage(new CompressionError('aborted'))).toBeUndefined();
  });
});
