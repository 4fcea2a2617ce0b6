import { describe, expect, it } from 'vitest';
import { load, problemsOf, productionSecrets } from './testing';

const MB = 1024 * 1024;

const storageProblems = (env: Record<string, string>) => problemsOf(env).filter((p) => /^(STORAGE|COS)_/.test(p));

describe('storage configuration', () => {
  it('defaults to test buckets in beijing outside production, with the default limits', () => {
    expect(load({}).storage).toEqual({
      region: 'ap-beijing',
      buckets: {
        private: 'framewise-test-private',
        public: 'framewise-test-public',
        inpaintImage: 'framewise-test-private',
        inpaintVideo: 'framewise-test-private',
      },
      cdn: { private: undefined, public: undefined },
      cos: { secretId: undefined, secretKey: undefined },
      maxImageBytes: 5 * MB,
      maxVideoBytes: 30 * MB,
      maxAudioBytes: 20 * MB,
      maxAudioSeconds: 60,
      maxImageSide: 2048,
      maxAvatarSide: 4096,
      tokenSeconds: 1800,
      signedUrlSeconds: 900,
    });
  });

  it('reads buckets, region, CDN hosts, keys and limits from env', () => {
    const { storage } = load({
      STORAGE_REGION: 'shanghai',
      STORAGE_BUCKET_PRIVATE: 'fw-private-1250000000',
      STORAGE_BUCKET_PUBLIC: 'fw-public-1250000000',
      STORAGE_BUCKET_INPAINT: 'fw-inpaint-1250000000',
      STORAGE_CDN_PRIVATE: 'https://private.cdn.example/',
      STORAGE_CDN_PUBLIC: '/static//',
      COS_SECRET_ID: 'AKID',
      COS_SECRET_KEY: 'key',
      STORAGE_MAX_IMAGE_MB: '2.5',
      STORAGE_MAX_VIDEO_MB: '50',
      STORAGE_MAX_AUDIO_MB: '8',
      STORAGE_MAX_AUDIO_SECONDS: '30',
      STORAGE_TOKEN_SECONDS: '600',
      STORAGE_SIGNED_URL_SECONDS: '300',
    });
    expect(storage).toMatchObject({
      region: 'ap-shanghai',
      buckets: {
        private: 'fw-private-1250000000',
        public: 'fw-public-1250000000',
        inpaintImage: 'fw-inpaint-1250000000',
        inpaintVideo: 'fw-inpaint-1250000000',
      },
      cdn: { private: 'https://private.cdn.example/', public: '/static/' },
      cos: { secretId: 'AKID', secretKey: 'key' },
      maxImageBytes: Math.floor(2.5 * MB),
      maxVideoBytes: 50 * MB,
      maxAudioBytes: 8 * MB,
      maxAudioSeconds: 30,
      tokenSeconds: 600,
      signedUrlSeconds: 300,
    });
  });

  it('refuses what cannot work: bad names, credentials over 30 minutes, s3, one bucket for both', () => {
    expect(
      storageProblems({
        STORAGE_REGION: 'guangzhou',
        STORAGE_BUCKET_PUBLIC: 'Bad_Name',
        STORAGE_CDN_PUBLIC: 'ftp://x',
        STORAGE_TOKEN_SECONDS: '7200',
      }).map((p) => p.split(':')[0]),
    ).toEqual(['STORAGE_REGION', 'STORAGE_BUCKET_PUBLIC', 'STORAGE_CDN_PUBLIC', 'STORAGE_TOKEN_SECONDS']);
    expect(storageProblems({ STORAGE_DRIVER: 's3' })).toEqual([
      'STORAGE_DRIVER: s3 is not available in this build; use local or cos',
    ]);
    expect(storageProblems({ STORAGE_BUCKET_PRIVATE: 'same', STORAGE_BUCKET_PUBLIC: 'same' })).toEqual([
      'STORAGE_BUCKET_PUBLIC: must differ from the private bucket, whose files need signed URLs',
    ]);
  });

  it('names production buckets apart from test ones, and needs keys and APPID names for COS in production', () => {
    const production = productionSecrets;
    expect(storageProblems(production)).toEqual([]);
    expect(storageProblems({ ...production, STORAGE_DRIVER: 'cos' })).toEqual([
      'COS_SECRET_ID: required with STORAGE_DRIVER=cos in production',
      'COS_SECRET_KEY: required with STORAGE_DRIVER=cos in production',
      'STORAGE_BUCKET_PRIVATE: COS bucket names end in -APPID, e.g. framewise-private-1250000000',
      'STORAGE_BUCKET_PUBLIC: COS bucket names end in -APPID, e.g. framewise-public-1250000000',
    ]);
  });
});
