import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageLoadError, imageDimension, measureImage } from './image-dimension';
import { stubImages, stubObjectUrls } from './test-utils/fixtures';

describe('imageDimension', () => {
  it('gives aspectRatio as height over width with 2 decimals', () => {
    expect(imageDimension(1920, 1080)).toEqual({ width: 1920, height: 1080, aspectRatio: 0.56 });
    expect(imageDimension(1080, 1920)).toEqual({ width: 1080, height: 1920, aspectRatio: 1.78 });
    expect(imageDimension(300, 100).aspectRatio).toBe(0.33);
    expect(imageDimension(0, 100).aspectRatio).toBe(0);
  });
});

describe('measureImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('measures a blob and releases its object URL', async () => {
    const urls = stubObjectUrls();
    stubImages({ width: 800, height: 600 });
    await expect(measureImage(new Blob(['x'], { type: 'image/png' }))).resolves.toEqual({
      width: 800,
      height: 600,
      aspectRatio: 0.75,
    });
    expect(urls.revoked).toEqual(['blob:test/1']);
  });

  it('rejects with ImageLoadError when the image does not decode', async () => {
    stubObjectUrls();
    stubImages('error');
    await expect(measureImage('https://cdn.test/broken.png')).rejects.toBeInstanceOf(ImageLoadError);
  });
});
