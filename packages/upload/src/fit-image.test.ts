import { describe, expect, it } from 'vitest';
import {
  encodingPlan,
  FIT_JPEG_QUALITIES,
  fitForUpload,
  fitImage,
  fitOutputType,
  fitSize,
  fitsAsIs,
} from './fit-image';
import { MB, uploadRules } from './rules';
import { fakeCodec } from './test-utils/fake-codec';
import { UploadRuleError } from './validate';

const limits = { maxSide: 2048, maxBytes: 5 * MB };
const file = (name: string, type: string, bytes = 465 * 1024) => new File([new Uint8Array(bytes)], name, { type });

describe('fitSize', () => {
  it('brings a 4000x3000 phone photo to 2048x1536, keeping 4:3', () => {
    expect(fitSize({ width: 4000, height: 3000 }, 2048)).toEqual({ width: 2048, height: 1536 });
  });

  it('fits portrait pictures by their height', () => {
    expect(fitSize({ width: 3000, height: 4000 }, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it('rounds odd ratios and never goes over the side or under 1 px', () => {
    expect(fitSize({ width: 4032, height: 3024 }, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitSize({ width: 5000, height: 1 }, 2048)).toEqual({ width: 2048, height: 1 });
    expect(fitSize({ width: 2049, height: 2049 }, 2048)).toEqual({ width: 2048, height: 2048 });
  });

  it('never enlarges a picture that already fits', () => {
    expect(fitSize({ width: 800, height: 600 }, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitSize({ width: 2048, height: 100 }, 2048)).toEqual({ width: 2048, height: 100 });
  });
});

describe('fitOutputType', () => {
  it('keeps JPEG and PNG, and turns WebP and HEIC into JPEG', () => {
    expect(fitOutputType('image/jpeg', false)).toBe('image/jpeg');
    expect(fitOutputType('image/png', false)).toBe('image/png');
    expect(fitOutputType('image/webp', false)).toBe('image/jpeg');
    expect(fitOutputType('image/heic', false)).toBe('image/jpeg');
  });

  it('keeps transparency: a WebP with alpha becomes PNG', () => {
    expect(fitOutputType('image/webp', true)).toBe('image/png');
  });
});

describe('encodingPlan', () => {
  it('tries PNG first and JPEG qualities after for an opaque PNG, PNG only with transparency', () => {
    expect(encodingPlan('image/png', false).map((s) => s.type)).toEqual([
      'image/png',
      ...FIT_JPEG_QUALITIES.map(() => 'image/jpeg'),
    ]);
    expect(encodingPlan('image/png', true)).toEqual([{ type: 'image/png' }]);
    expect(encodingPlan('image/jpeg', false).map((s) => s.quality)).toEqual([...FIT_JPEG_QUALITIES]);
  });
});

describe('fitsAsIs', () => {
  it('takes PNG and JPEG within side and bytes only', () => {
    expect(fitsAsIs(file('a.jpg', 'image/jpeg'), { width: 2048, height: 1536 }, limits)).toBe(true);
    expect(fitsAsIs(file('a.jpg', 'image/jpeg'), { width: 4000, height: 3000 }, limits)).toBe(false);
    expect(fitsAsIs(file('a.webp', 'image/webp'), { width: 800, height: 600 }, limits)).toBe(false);
    expect(fitsAsIs(file('a.png', 'image/png', 6 * MB), { width: 800, height: 600 }, limits)).toBe(false);
  });
});

describe('fitImage', () => {
  it('hands back the picked file untouched when it already fits', async () => {
    const { codec, encodings, closed } = fakeCodec({ size: { width: 1600, height: 1200 } });
    const picked = file('small.jpg', 'image/jpeg');
    const result = await fitImage(picked, limits, codec);
    expect(result.file).toBe(picked);
    expect(result.resized).toBe(false);
    expect(encodings).toEqual([]);
    expect(closed).toHaveBeenCalled();
  });

  it('scales a 4000x3000 JPEG to 2048x1536 as a near-lossless JPEG with the same name', async () => {
    const { codec, encodings } = fakeCodec({ size: { width: 4000, height: 3000 } });
    const result = await fitImage(file('IMG_0001.jpg', 'image/jpeg'), limits, codec);
    expect(result).toMatchObject({
      original: { width: 4000, height: 3000 },
      fitted: { width: 2048, height: 1536 },
      resized: true,
    });
    expect(result.file.name).toBe('IMG_0001.jpg');
    expect(result.file.type).toBe('image/jpeg');
    expect(encodings).toEqual([{ size: { width: 2048, height: 1536 }, type: 'image/jpeg', quality: 0.92 }]);
  });

  it('converts a WebP that fits in size to JPEG without resizing, named .jpg', async () => {
    const { codec } = fakeCodec({ size: { width: 1200, height: 800 } });
    const result = await fitImage(file('cat.webp', 'image/webp'), limits, codec);
    expect(result.resized).toBe(false);
    expect(result.file).toMatchObject({ name: 'cat.jpg', type: 'image/jpeg' });
  });

  it('turns an opaque PNG that is too many bytes into a JPEG rather than shrinking it', async () => {
    const { codec } = fakeCodec({ size: { width: 2048, height: 2048 } });
    const result = await fitImage(file('scan.png', 'image/png', 8 * MB), limits, codec);
    expect(result.fitted).toEqual({ width: 2048, height: 2048 });
    expect(result.file).toMatchObject({ name: 'scan.jpg', type: 'image/jpeg' });
    expect(result.file.size).toBeLessThanOrEqual(limits.maxBytes);
  });

  it('shrinks a transparent PNG further until its bytes fit, keeping PNG', async () => {
    const { codec } = fakeCodec({ size: { width: 4000, height: 4000 }, alpha: true });
    const result = await fitImage(file('logo.png', 'image/png', 9 * MB), limits, codec);
    expect(result.file.type).toBe('image/png');
    expect(result.file.size).toBeLessThanOrEqual(limits.maxBytes);
    expect(result.fitted.width).toBeLessThan(2048);
    expect(result.fitted.width).toBe(result.fitted.height);
  });

  it('rejects what the codec cannot decode', async () => {
    const { codec } = fakeCodec({ fails: true });
    await expect(fitImage(file('x.jpg', 'image/jpeg'), limits, codec)).rejects.toThrow('cannot decode');
  });
});

describe('fitForUpload', () => {
  const rules = uploadRules('image').image;
  if (!rules) throw new Error('image profile has image rules');

  it('refuses an unreadable HEIC as a wrong type naming what is supported', async () => {
    const { codec } = fakeCodec({ fails: true });
    const err = await fitForUpload(file('IMG_1.HEIC', ''), rules, codec).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadRuleError);
    expect(err).toMatchObject({ code: 'imageType', values: { types: 'PNG/JPEG/JPG/WEBP' } });
  });

  it('refuses an unreadable JPEG as an image that failed to load', async () => {
    const { codec } = fakeCodec({ fails: true });
    await expect(fitForUpload(file('broken.jpg', 'image/jpeg'), rules, codec)).rejects.toMatchObject({
      code: 'imageLoadFailed',
    });
  });

  it('fits to the rules of the profile (a lower side when the caller sets one)', async () => {
    const { codec } = fakeCodec({ size: { width: 4000, height: 3000 } });
    const small = uploadRules('image', { maxImageSide: 1024 }).image;
    if (!small) throw new Error('image rules');
    const result = await fitForUpload(file('p.jpg', 'image/jpeg'), small, codec);
    expect(result.fitted).toEqual({ width: 1024, height: 768 });
  });
});
