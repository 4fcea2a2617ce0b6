import { describe, expect, it } from 'vitest';
import { acceptsFiles, idleState, type UploadState, uploadReducer } from './upload-state';

const file = new File(['x'], 'a.png', { type: 'image/png' });

describe('uploadReducer', () => {
  it('goes idle -> crop -> uploading -> done, and delete resets', () => {
    let state: UploadState = idleState;
    state = uploadReducer(state, { type: 'crop', file });
    expect(state).toEqual({ status: 'cropping', file });
    state = uploadReducer(state, { type: 'start', kind: 'image', previewUrl: 'blob:1' });
    expect(state).toEqual({ status: 'uploading', kind: 'image', previewUrl: 'blob:1', percent: 0 });
    state = uploadReducer(state, { type: 'progress', percent: 42.4 });
    expect(state).toMatchObject({ percent: 42 });
    state = uploadReducer(state, { type: 'done', key: 'k', url: 'u' });
    expect(state).toEqual({ status: 'done', kind: 'image', previewUrl: 'blob:1', key: 'k', url: 'u' });
    expect(uploadReducer(state, { type: 'reset' })).toEqual(idleState);
  });

  it('goes to error with its message and back to idle on delete', () => {
    const state = uploadReducer(idleState, { type: 'fail', message: '上传失败，请稍后重试' });
    expect(state).toEqual({ status: 'error', message: '上传失败，请稍后重试' });
    expect(uploadReducer(state, { type: 'reset' })).toEqual(idleState);
  });

  it('drops progress and completion that arrive outside an upload', () => {
    expect(uploadReducer(idleState, { type: 'progress', percent: 50 })).toBe(idleState);
    expect(uploadReducer(idleState, { type: 'done', key: 'k', url: 'u' })).toBe(idleState);
  });

  it('turns an upload into transcoding from 0%, keeping kind and preview, and done ends it', () => {
    const uploading = uploadReducer(idleState, { type: 'start', kind: 'video', previewUrl: 'blob:v' });
    const up = uploadReducer(uploading, { type: 'progress', percent: 100 });
    const transcoding = uploadReducer(up, { type: 'transcoding' });
    expect(transcoding).toEqual({
      status: 'uploading',
      kind: 'video',
      previewUrl: 'blob:v',
      percent: 0,
      transcoding: true,
    });
    expect(uploadReducer(transcoding, { type: 'progress', percent: 30 })).toMatchObject({
      percent: 30,
      transcoding: true,
    });
    expect(uploadReducer(transcoding, { type: 'done', key: 'k-h264.mp4', url: 'u' })).toMatchObject({
      status: 'done',
      key: 'k-h264.mp4',
    });
    expect(uploadReducer(idleState, { type: 'transcoding' })).toBe(idleState);
  });

  it('clamps progress to 0..100', () => {
    const uploading = uploadReducer(idleState, { type: 'start', kind: 'video', previewUrl: '' });
    expect(uploadReducer(uploading, { type: 'progress', percent: 140 })).toMatchObject({ percent: 100 });
    expect(uploadReducer(uploading, { type: 'progress', percent: -3 })).toMatchObject({ percent: 0 });
  });

  it('shows a file set from outside as done', () => {
    expect(uploadReducer(idleState, { type: 'show', kind: 'video', previewUrl: '', key: 'k', url: 'u' })).toEqual({
      status: 'done',
      kind: 'video',
      previewUrl: '',
      key: 'k',
      url: 'u',
    });
  });
});

describe('acceptsFiles', () => {
  it('ignores new files while uploading, cropping or disabled', () => {
    const uploading = uploadReducer(idleState, { type: 'start', kind: 'image', previewUrl: '' });
    expect(acceptsFiles(idleState, false)).toBe(true);
    expect(acceptsFiles(uploading, false)).toBe(false);
    expect(acceptsFiles({ status: 'cropping', file }, false)).toBe(false);
    expect(acceptsFiles(idleState, true)).toBe(false);
    expect(acceptsFiles({ status: 'error', message: 'x' }, false)).toBe(true);
  });
});
