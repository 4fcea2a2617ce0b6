import type { WorkList } from '@framewise/contracts';
import { createLocalEngine } from '@framewise/engine/local';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { createWorker, type GenerationWorker } from '../../worker';
import { configureGeneration } from '../generation/runtime';
import { callAs, silentLog } from '../generation/testing';
import { headerUser } from '../points/testing';
import { EXAMPLE_SPECS } from './catalog';
import { seedRecords } from './repo';
import { TEST_SEED_EXAMPLES_PATH } from './test-hooks';

// The e2e suite's server starts with SEED_EXAMPLES=0 and seeds through this hook once its other specs are done.
let testDb: TestDb;
let app: FastifyInstance;
let worker: GenerationWorker;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig({ FRAMEWISE_TEST_HOOKS: '1', SEED_EXAMPLES: '0', DAILY_POINTS: '0', WORKER_POLL_MS: '100' }),
    db: testDb.db,
    resolveUser: headerUser,
  });
  const runtime = configureGeneration(app.ctx, {
    engine: createLocalEngine({ videoShortSide: 144, upscale: { esrgan: false } }),
  });
  worker = createWorker(app.ctx, silentLog, runtime);
  worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await testDb?.close();
});

const galleryCount = async () => {
  const list = await callAs<WorkList>({ app }, null, 'GET', '/api/images/list3?scope=gallery&sort=new&limit=20');
  expect(list.code, list.msg).toBe(0);
  return list.data.items.length;
};

describe('POST /api/test/seed-examples', () => {
  it('answers before the examples are made, joins a seeding in flight, and fills the gallery as a start would', async () => {
    expect(await galleryCount()).toBe(0);
    const first = await app.inject({ method: 'POST', url: TEST_SEED_EXAMPLES_PATH });
    expect(first.json()).toMatchObject({ code: 0, data: { started: true } });
    // Answered at once: the worker has not finished the set yet.
    expect(await galleryCount()).toBeLessThan(EXAMPLE_SPECS.length);
    const again = await app.inject({ method: 'POST', url: TEST_SEED_EXAMPLES_PATH });
    expect(again.json()).toMatchObject({ code: 0, data: { started: false } });

    await expect.poll(galleryCount, { timeout: 90_000, interval: 200 }).toBe(EXAMPLE_SPECS.length);
    const records = await seedRecords(testDb.db);
    expect([...records.keys()].sort()).toEqual(EXAMPLE_SPECS.map((s) => s.id).sort());
  }, 120_000);

  it('is not mounted without FRAMEWISE_TEST_HOOKS', async () => {
    const plain = await buildApp({ config: testConfig({ SEED_EXAMPLES: '0' }), db: testDb.db });
    try {
      const res = await plain.inject({ method: 'POST', url: TEST_SEED_EXAMPLES_PATH });
      expect(res.json()).toMatchObject({ code: 404 });
    } finally {
      await plain.close();
    }
  });
});
