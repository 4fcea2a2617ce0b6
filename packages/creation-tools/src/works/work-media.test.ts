import { TASK_STATUS } from '@framewise/contracts/routes';
import { describe, expect, it } from 'vitest';
import { makeWork } from './test-utils/fixtures';
import {
  aspectOf,
  downloadNameOf,
  extensionOf,
  isDownloadable,
  mediaKindOf,
  posterOf,
  thumbnailOf,
} from './work-media';

describe('work media', () => {
  it('reads extensions past queries and fragments', () => {
    expect(extensionOf('/a/b/clip.MP4?sig=1#t=2')).toBe('mp4');
    expect(extensionOf('/a/b/noext')).toBe('');
  });

  it('tells videos from images by file, else by tool', () => {
    expect(mediaKindOf({ tool: 'upscale', url: '/x.mp4', reference_video: null })).toBe('video');
    expect(mediaKindOf({ tool: 'img2video', url: '/x.png', reference_video: null })).toBe('image');
    expect(mediaKindOf({ tool: 'upscale', url: null, reference_video: null })).toBe('image');
    expect(mediaKindOf({ tool: 'upscale', url: null, reference_video: '/v.mp4' })).toBe('video');
    expect(mediaKindOf({ tool: 'lipsync', url: null, reference_video: null })).toBe('video');
  });

  it('shows the cover, else the image itself, else nothing', () => {
    expect(thumbnailOf({ tool: 'img2video', url: '/v.mp4', cover: '/c.jpg', reference_video: null })).toBe('/c.jpg');
    expect(thumbnailOf({ tool: 'upscale', url: '/i.png', cover: null, reference_video: null })).toBe('/i.png');
    expect(thumbnailOf({ tool: 'img2video', url: '/v.mp4', cover: null, reference_video: null })).toBeNull();
  });

  it('takes the widest WebP copy up to 720 px as a video poster, else the cover', () => {
    const coverSources = [
      { type: 'image/avif' as const, width: 720, url: '/c-w720.avif' },
      { type: 'image/webp' as const, width: 360, url: '/c-w360.webp' },
      { type: 'image/webp' as const, width: 720, url: '/c-w720.webp' },
    ];
    expect(posterOf({ cover: '/c.jpg', coverSources })).toBe('/c-w720.webp');
    expect(posterOf({ cover: '/c.jpg', coverSources: coverSources.slice(0, 2) })).toBe('/c-w360.webp');
    expect(posterOf({ cover: '/c.jpg', coverSources: [coverSources[0]!] })).toBe('/c.jpg');
    expect(posterOf({ cover: '/c.jpg' })).toBe('/c.jpg');
    expect(posterOf({ cover: null })).toBeNull();
  });

  it('uses the real size for the ratio, else the ratio code (unknown codes are square)', () => {
    expect(aspectOf({ width: 1920, height: 1080, ratio: 1 })).toBeCloseTo(16 / 9);
    expect(aspectOf({ width: null, height: null, ratio: 3 })).toBeCloseTo(9 / 16);
    expect(aspectOf({ width: null, height: null, ratio: 99 })).toBe(1);
  });

  it('downloads only finished works with a file, under a descriptive name', () => {
    expect(isDownloadable(makeWork())).toBe(true);
    expect(isDownloadable(makeWork({ status: TASK_STATUS.PROCESSING }))).toBe(false);
    expect(isDownloadable(makeWork({ url: null }))).toBe(false);
    expect(
      downloadNameOf({
        id: 'abc',
        tool: 'vid2vid',
        url: '/x/out',
        created_at: '2026-01-02T03:04:05Z',
        reference_video: null,
      }),
    ).toBe('framewise-vid2vid-20260102-abc.mp4');
  });
});
