import { describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_BYTES,
  AVATAR_MAX_SIDE,
  acceptAttribute,
  IMAGE_MAX_SIDE,
  imageTypeList,
  MB,
  megabytes,
  STYLE_IMAGE_MAX_BYTES,
  typeList,
  UPLOAD_MAX_BYTES,
  UPLOAD_PROFILES,
  uploadRules,
  VIDEO_MAX_BYTES,
} from './rules';

describe('upload rules', () => {
  it('limits uploads to 5 MB, videos to 30 MB and images to 2048 px (avatars 4096)', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(VIDEO_MAX_BYTES).toBe(30 * 1024 * 1024);
    expect(IMAGE_MAX_SIDE).toBe(2048);
    expect(AVATAR_MAX_SIDE).toBe(4096);
    expect(UPLOAD_PROFILES.image.image.maxSide).toBe(2048);
    expect(UPLOAD_PROFILES.avatar.image.maxSide).toBe(4096);
  });

  it('accepts .png .jpeg .jpg for images, adds .webp for avatars, and MP4 / QuickTime for video', () => {
    expect(UPLOAD_PROFILES.image.image.extensions).toEqual(['.png', '.jpeg', '.jpg']);
    expect(UPLOAD_PROFILES.avatar.image.extensions).toEqual(['.png', '.jpeg', '.jpg', '.webp']);
    expect(UPLOAD_PROFILES.video.video.mimeTypes).toEqual(['video/mp4', 'video/quicktime']);
    expect(UPLOAD_PROFILES.image.video).toBeNull();
    expect(UPLOAD_PROFILES.video.image).toBeNull();
  });

  it('accepts MP3, WAV and M4A audio up to 20 MB, the server default, in the audio profile only', () => {
    expect(AUDIO_MAX_BYTES).toBe(20 * MB);
    expect(UPLOAD_PROFILES.audio.audio.extensions).toEqual(['.mp3', '.wav', '.m4a']);
    expect(UPLOAD_PROFILES.audio.audio.mimeTypes).toEqual(
      expect.arrayContaining(['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/mp4', 'audio/x-m4a']),
    );
    expect(UPLOAD_PROFILES.audio.image).toBeNull();
    expect(UPLOAD_PROFILES.audio.video).toBeNull();
    expect(UPLOAD_PROFILES.media.audio).toBeNull();
    expect(uploadRules('audio', { maxAudioBytes: 8 * MB }).audio?.maxBytes).toBe(8 * MB);
    expect(acceptAttribute(uploadRules('audio'))).toMatch(/^\.mp3,\.wav,\.m4a,audio\/mpeg,/);
  });

  it('gives style images their own, tighter size limit', () => {
    expect(UPLOAD_PROFILES.styleImage.image.maxBytes).toBe(STYLE_IMAGE_MAX_BYTES);
    expect(STYLE_IMAGE_MAX_BYTES).toBeLessThan(UPLOAD_MAX_BYTES);
  });

  it('takes the variable limits as overrides without touching the profile', () => {
    const rules = uploadRules('media', { maxVideoBytes: 50 * MB, maxImageSide: 1024 });
    expect(rules.video?.maxBytes).toBe(50 * MB);
    expect(rules.image?.maxSide).toBe(1024);
    expect(rules.image?.maxBytes).toBe(UPLOAD_MAX_BYTES);
    expect(UPLOAD_PROFILES.media.video.maxBytes).toBe(VIDEO_MAX_BYTES);
  });

  it('builds the file input accept attribute from extensions and MIME types', () => {
    // Pictures the browser converts (WebP, HEIC) are offered too; avatars take WebP as it is and nothing else.
    expect(acceptAttribute(uploadRules('image'))).toBe(
      '.png,.jpeg,.jpg,.webp,.heic,.heif,image/png,image/jpeg,image/webp,image/heic,image/heif',
    );
    expect(acceptAttribute(uploadRules('avatar'))).toBe('.png,.jpeg,.jpg,.webp,image/png,image/jpeg,image/webp');
    expect(acceptAttribute(uploadRules('video'))).toBe('.mp4,.mov,video/mp4,video/quicktime');
  });

  it('formats types and sizes for the texts', () => {
    expect(typeList(['.png', '.jpeg', '.jpg'])).toBe('PNG/JPEG/JPG');
    expect(megabytes(5 * MB)).toBe(5);
    const image = uploadRules('image').image;
    expect(image && imageTypeList(image)).toBe('PNG/JPEG/JPG/WEBP');
    expect(megabytes(1.5 * MB)).toBe(1.5);
  });
});
