import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';

let testDb: TestDb;
let app: FastifyInstance;
const lines: { level: number; msg: string; status?: number }[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // The production default level.
  const logger = pino({ level: 'info' }, sink);
  app = await buildApp({ config: { ...testConfig(), logLevel: 'info' }, db: testDb.db, logger });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe('request logs at the default level', () => {
  it('write one line per request, and none for health checks and the status poll', async () => {
    lines.length = 0;
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/readyz' });
    await app.inject({ url: '/api/images/status2?ids=1' });
    expect(lines).toEqual([]);

    await app.inject({ url: '/api/config/generate?type=text2video' });
    await app.inject({ url: '/api/user/info' });
    expect(lines.map((l) => l.msg)).toEqual(['GET /api/config/generate', 'GET /api/user/info']);
    expect(lines[0]).toMatchObject({ status: 200 });
  });
});
