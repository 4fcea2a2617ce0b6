import { describe, expect, it, vi } from 'vitest';
import { ImageLoadError } from './image-dimension';
import { MB, uploadRules } from './rules';
import { UploadRuleError, validateUpload } from './validate';

/** A file that reports `size` without allocating it. */
function fileOf(name: string, type: string, size = 100): File {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const measureAs = (width: number, height: number) => vi.fn(async () => ({ width, height }));

async function refusal(promise: Promise<unknown>): Promise<UploadRuleError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UploadRuleError);
  return err as UploadRuleError;
}

describe('validateUpload', () => {
  const image = uploadRules('image');

  it('accepts a PNG, JPEG or JPG within 5 MB and 2048 px', async () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['b.jpeg', 'image/jpeg'],
      ['c.jpg', 'image/jpeg'],
    ] as const) {
      await expect(validateUpload(fileOf(name, type), image, { measure: measureAs(2048, 2048) })).resolves.toBe(
        'image',
      );
    }
  });

  it('refuses other image types with the image-type error naming the accepted ones', async () => {
    const err = await refusal(validateUpload(fileOf('a.gif', 'image/gif'), image, { measure: measureAs(10, 10) }));
    expect(err.code).toBe('imageType');
    expect(err.values).toEqual({ types: 'PNG/JPEG/JPG' });
    expect((await refusal(validateUpload(fileOf('a.webp', 'image/webp'), image))).code).toBe('imageType');
  });

  it('accepts WebP for avatars, up to 4096 px', async () => {
    const avatar = uploadRules('avatar');
    await expect(
      validateUpload(fileOf('me.webp', 'image/webp'), avatar, { measure: measureAs(4096, 3000) }),
    ).resolves.toBe('image');
    const err = await refusal(
      validateUpload(fileOf('me.webp', 'image/webp'), avatar, { measure: measureAs(4097, 10) }),
    );
    expect(err.code).toBe('imageTooLarge');
    expect(err.values).toEqual({ size: 4096 });
  });

  it('refuses files over 5 MB before decoding them', async () => {
    const measure = measureAs(10, 10);
    const err = await refusal(validateUpload(fileOf('big.png', 'image/png', 5 * MB + 1), image, { measure }));
    expect(err.code).toBe('fileTooLarge');
    expect(err.values).toEqual({ size: 5 });
    expect(measure).not.toHaveBeenCalled();
  });

  it('refuses images wider or taller than 2048 px', async () => {
    expect(
      (await refusal(validateUpload(fileOf('w.png', 'image/png'), image, { measure: measureAs(2049, 10) }))).code,
    ).toBe('imageTooLarge');
    const tall = await refusal(validateUpload(fileOf('t.png', 'image/png'), image, { measure: measureAs(10, 2049) }));
    expect(tall.values).toEqual({ size: 2048 });
  });

  it('leaves pixels and bytes to the fitting when the caller fits: a 4000 px, 8 MB photo and a WebP pass', async () => {
    const measure = measureAs(4000, 3000);
    const image = uploadRules('image');
    await expect(
      validateUpload(fileOf('IMG_1.jpg', 'image/jpeg', 8 * MB), image, { fit: true, measure }),
    ).resolves.toBe('image');
    await expect(validateUpload(fileOf('cat.webp', 'image/webp'), image, { fit: true, measure })).resolves.toBe(
      'image',
    );
    await expect(validateUpload(fileOf('IMG_2.HEIC', ''), image, { fit: true, measure })).resolves.toBe('image');
    expect(measure).not.toHaveBeenCalled();
    // Without fitting the same photo is still refused (the avatar picker checks this way).
    await expect(validateUpload(fileOf('cat.webp', 'image/webp'), image, { measure })).rejects.toMatchObject({
      code: 'imageType',
    });
  });

  it('refuses in fit mode only what is no picture or too big to decode, naming WebP among the types', async () => {
    const image = uploadRules('image');
    await expect(validateUpload(fileOf('anim.gif', 'image/gif'), image, { fit: true })).rejects.toMatchObject({
      code: 'imageType',
      values: { types: 'PNG/JPEG/JPG/WEBP' },
    });
    await expect(validateUpload(fileOf('huge.jpg', 'image/jpeg', 51 * MB), image, { fit: true })).rejects.toMatchObject(
      { code: 'fileTooLarge', values: { size: 50 } },
    );
  });

  it('reports an image that cannot be decoded as an image load failure', async () => {
    const measure = vi.fn(async () => {
      throw new ImageLoadError();
    });
    expect((await refusal(validateUpload(fileOf('fake.png', 'image/png'), image, { measure }))).code).toBe(
      'imageLoadFailed',
    );
  });

  it('applies the style-image limit', async () => {
    const err = await refusal(validateUpload(fileOf('s.png', 'image/png', 3 * MB), uploadRules('styleImage')));
    expect(err.code).toBe('fileTooLarge');
    expect(err.values).toEqual({ size: 2 });
  });

  it('accepts MP4 and QuickTime video up to the variable video limit (30 MB by default)', async () => {
    const video = uploadRules('video');
    await expect(validateUpload(fileOf('a.mp4', 'video/mp4', 30 * MB), video)).resolves.toBe('video');
    await expect(validateUpload(fileOf('a.mov', 'video/quicktime'), video)).resolves.toBe('video');
    await expect(validateUpload(fileOf('a.mov', ''), video)).resolves.toBe('video');
    const big = await refusal(validateUpload(fileOf('a.mp4', 'video/mp4', 30 * MB + 1), video));
    expect(big.code).toBe('videoTooLarge');
    expect(big.values).toEqual({ size: 30 });
    const raised = uploadRules('video', { maxVideoBytes: 100 * MB });
    await expect(validateUpload(fileOf('a.mp4', 'video/mp4', 60 * MB), raised)).resolves.toBe('video');
  });

  it('refuses other videos with the video-type error', async () => {
    const err = await refusal(validateUpload(fileOf('a.webm', 'video/webm'), uploadRules('video')));
    expect(err.code).toBe('videoType');
    expect(err.values).toEqual({ types: 'MP4/MOV' });
    expect((await refusal(validateUpload(fileOf('a.png', 'image/png'), uploadRules('video')))).code).toBe('videoType');
  });

  it('names both lists when a control takes images and videos', async () => {
    const err = await refusal(validateUpload(fileOf('a.txt', 'text/plain'), uploadRules('media')));
    expect(err.code).toBe('mediaType');
    expect(err.values).toEqual({ imageTypes: 'PNG/JPEG/JPG', videoTypes: 'MP4/MOV' });
  });

  it('accepts MP3, WAV and M4A audio under any of their browser MIME names, up to 20 MB', async () => {
    const audio = uploadRules('audio');
    for (const [name, type] of [
      ['voice.mp3', 'audio/mpeg'],
      ['voice.mp3', 'audio/mp3'],
      ['voice.wav', 'audio/wav'],
      ['voice.WAV', 'audio/x-wav'],
      ['voice.m4a', 'audio/mp4'],
      ['voice.m4a', 'audio/x-m4a'],
      ['voice.m4a', ''],
    ] as const) {
      await expect(validateUpload(fileOf(name, type, 20 * MB), audio), `${name} ${type}`).resolves.toBe('audio');
    }
    const big = await refusal(validateUpload(fileOf('voice.wav', 'audio/wav', 20 * MB + 1), audio));
    expect(big.code).toBe('audioTooLarge');
    expect(big.values).toEqual({ size: 20 });
    const raised = uploadRules('audio', { maxAudioBytes: 40 * MB });
    await expect(validateUpload(fileOf('voice.wav', 'audio/wav', 30 * MB), raised)).resolves.toBe('audio');
  });

  it('refuses other audio and anything else with the audio-type error; other controls refuse audio', async () => {
    const audio = uploadRules('audio');
    for (const [name, type] of [
      ['voice.ogg', 'audio/ogg'],
      ['voice.flac', 'audio/flac'],
      ['clip.mp4', 'video/mp4'],
      ['page.mp3', 'text/html'],
    ] as const) {
      const err = await refusal(validateUpload(fileOf(name, type), audio));
      expect(err.code, name).toBe('audioType');
      expect(err.values).toEqual({ types: 'MP3/WAV/M4A' });
    }
    expect((await refusal(validateUpload(fileOf('v.mp3', 'audio/mpeg'), uploadRules('media')))).code).toBe('mediaType');
    expect((await refusal(validateUpload(fileOf('v.mp3', 'audio/mpeg'), uploadRules('video')))).code).toBe('videoType');
  });

  it('judges an unnamed blob by its MIME type', async () => {
    const blob = new Blob([new Uint8Array(10)], { type: 'image/png' });
    await expect(validateUpload(blob, image, { measure: measureAs(10, 10) })).resolves.toBe('image');
    const other = new Blob([new Uint8Array(10)], { type: 'image/gif' });
    expect((await refusal(validateUpload(other, image))).code).toBe('imageType');
  });
});
