import { TASK_STATUS } from '@framewise/contracts/routes';
import { describe, expect, it } from 'vitest';
import { compareSourceOf } from './compare-source';

const upscale = {
  tool: 'upscale' as const,
  status: TASK_STATUS.SUCCESS,
  url: '/w/result.png',
  reference_img: '/u/source.png',
  reference_video: null,
};

describe('compareSourceOf', () => {
  it('gives the source of finished image upscales, turbo included', () => {
    expect(compareSourceOf(upscale)).toBe('/u/source.png');
    expect(compareSourceOf({ ...upscale, tool: 'upscale_turbo' })).toBe('/u/source.png');
  });

  it('gives nothing for other tools, unfinished work, upscaled videos or a missing source', () => {
    expect(compareSourceOf({ ...upscale, tool: 'img2video' })).toBeNull();
    expect(compareSourceOf({ ...upscale, status: TASK_STATUS.PROCESSING, url: null })).toBeNull();
    expect(compareSourceOf({ ...upscale, reference_video: '/u/clip.mp4' })).toBeNull();
    expect(compareSourceOf({ ...upscale, reference_img: null })).toBeNull();
  });
});
