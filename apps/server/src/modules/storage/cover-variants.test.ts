import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { storeCoverVariants, variantKey, variantWidths } from './cover-variants';
import type { StorageDriver } from './driver';
import type { LocalDriver } from './local-driver';
import { objectExists } from './repo';
import { registerStorageRoutes } from './routes';
import { storageService } from './service';
import { jpegOf } from './testing';

let testDb: TestDb;
let app: FastifyInstance;
let dataDir: string;
const OWNER = 'cover-owner-1';

beforeAll(async () => {
  testDb = await createTestDb();
  dataDir = mkdtempSync(path.join(tmpdir(), 'framewise-covers-'));
  app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    db: testDb.db,
    now: () => new Date(),
    modules: [registerStorageRoutes],
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cover variant names and widths', () => {
  it('puts each copy beside its original, named by width and format', () => {
    expect(variantKey('works/u1/abc123def456.png', 360, 'avif')).toBe('works/u1/abc123def456-w360.avif');
    expect(variantKey('works/u.1/poster', 720, 'webp')).toBe('works/u.1/poster-w720.webp');
  });

  it('never enlarges: a narrow picture gets one copy at its own width', () => {
    expect(variantWidths(1280)).toEqual([360, 720]);
    expect(variantWidths(720)).toEqual([360, 720]);
    expect(variantWidths(500)).toEqual([360, 500]);
    expect(variantWidths(32)).toEqual([32]);
    expect(variantWidths(0)).toEqual([]);
  });
});

describe('storeCoverVariants on the local driver', () => {
  it('stores AVIF and WebP at 360 and 720 px beside the cover, recorded and served through signed URLs', async () => {
    const storage = storageService(app.ctx);
    const bucket = storage.storage.buckets.private;
    const body = await jpegOf(1000, 500);
    const variants = await storeCoverVariants(storage, {
      bucket,
      key: `works/${OWNER}/cover0001.jpg`,
      ownerUuid: OWNER,
      body,
    });
    expect(variants.map((v) => [v.width, v.mime, v.key])).toEqual([
      [360, 'image/avif', `works/${OWNER}/cover0001-w360.avif`],
      [360, 'image/webp', `works/${OWNER}/cover0001-w360.webp`],
      [720, 'image/avif', `works/${OWNER}/cover0001-w720.avif`],
      [720, 'image/webp', `works/${OWNER}/cover0001-w720.webp`],
    ]);
    for (const variant of variants) {
      expect(await storage.ownsObject(bucket, variant.key, OWNER)).toBe(true);
      const url = storage.objectUrl(bucket, variant.key);
      expect(url).toMatch(/\?t=\d+&sign=/);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(variant.mime);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        variant.mime === 'image/avif' ? 'heif' : 'webp',
        variant.width,
        variant.width / 2,
      ]);
      // Smaller than the original, or there would be no point.
      expect(res.rawPayload.length).toBeLessThan(body.length);
    }
  });

  it('is all or nothing: a failed write removes the copies made before it and throws', async () => {
    const storage = storageService(app.ctx);
    const bucket = storage.storage.buckets.private;
    const driver = storage.driver as LocalDriver;
    const write: StorageDriver['putObject'] = driver.putObject.bind(driver);
    const put = vi
      .spyOn(driver as StorageDriver, 'putObject')
      .mockImplementation(async (b: string, key: string, data: Buffer, mime: string) => {
        if (key.endsWith('-w720.avif')) throw new Error('disk full');
        return write(b, key, data, mime);
      });
    try {
      await expect(
        storeCoverVariants(storage, {
          bucket,
          key: `works/${OWNER}/cover0002.jpg`,
          ownerUuid: OWNER,
          body: await jpegOf(800, 400),
        }),
      ).rejects.toThrow('disk full');
    } finally {
      put.mockRestore();
    }
    for (const suffix of ['w360.avif', 'w360.webp', 'w720.avif']) {
      const key = `works/${OWNER}/cover0002-${suffix}`;
      expect(await objectExists(testDb.db, bucket, key, OWNER)).toBe(false);
      expect(existsSync(driver.filePath(bucket, key))).toBe(false);
    }
  });

  it('refuses bytes that are not a picture without storing anything', async () => {
    const storage = storageService(app.ctx);
    const bucket = storage.storage.buckets.private;
    await expect(
      storeCoverVariants(storage, {
        bucket,
        key: `works/${OWNER}/cover0003.jpg`,
        ownerUuid: OWNER,
        body: Buffer.from('not a picture'),
      }),
    ).rejects.toThrow();
    expect(await objectExists(testDb.db, bucket, `works/${OWNER}/cover0003-w360.avif`, OWNER)).toBe(false);
  });
});
