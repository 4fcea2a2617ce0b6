import { TASK_STATUS } from '@framewise/contracts/routes';
import { describe, expect, it } from 'vitest';
import { itemFromWork } from '../tasks/task-item';
import { workOf } from '../tools/test-utils/fixtures';
import { canExtend, canExtendItem } from './can-extend';
import { buildExtend } from './extend-request';

describe('canExtend', () => {
  it('takes the owner’s finished videos of every video tool, extensions included', () => {
    for (const tool of [
      'text2video',
      'ai_video',
      'img2video',
      'img2video_v2',
      'vid2vid',
      'lipsync',
      'extend',
    ] as const) {
      expect(canExtend(workOf({ id: `tk-${tool}`, tool }))).toBe(true);
    }
    // A video upscaled is still a video.
    expect(canExtend(workOf({ id: 'tk-up', tool: 'upscale', url: '/w/up.mp4', reference_video: 'v.mp4' }))).toBe(true);
  });

  it('refuses pictures, unfinished or failed works and works of others', () => {
    expect(canExtend(workOf({ id: 'tk1', tool: 'upscale', url: '/w/up.png' }))).toBe(false);
    expect(canExtend(workOf({ id: 'tk2', tool: 'upscale_turbo', url: '/w/turbo.jpg' }))).toBe(false);
    expect(canExtend(workOf({ id: 'tk3', tool: 'text2video', status: TASK_STATUS.PROCESSING, url: null }))).toBe(false);
    expect(canExtend(workOf({ id: 'tk4', tool: 'text2video', status: TASK_STATUS.FAILED }))).toBe(false);
    expect(canExtend(workOf({ id: 'tk5', tool: 'text2video', isOwner: false }))).toBe(false);
  });

  it('waits for a result card’s whole work', () => {
    const item = itemFromWork(workOf({ id: 'tk6', tool: 'text2video' }));
    expect(canExtendItem(item)).toBe(true);
    expect(canExtendItem({ ...item, work: null })).toBe(false);
  });
});

describe('buildExtend', () => {
  it('sends the source, the extra seconds, the run options and the source prompt within the limit', () => {
    const request = buildExtend({ id: 'tk7', prompt: 'x'.repeat(2500) }, 10, { mode: 2, private: true });
    if (request.call !== 'extendVideo') throw new Error(`unexpected call ${request.call}`);
    expect(request.body).toMatchObject({ id: 'tk7', duration: 10, mode: 2, private: true });
    expect(request.body.prompt).toHaveLength(2000);
  });
});
