import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { clientHeaders, testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import type { SessionUser } from './context';

let testDb: TestDb;
let app: FastifyInstance;
const VIEWER = 'x-test-viewer';

beforeAll(async () => {
  testDb = await createTestDb();
  const resolveUser = async (request: { headers: Record<string, unknown> }): Promise<SessionUser | null> =>
    typeof request.headers[VIEWER] === 'string' ? { uuid: request.headers[VIEWER] as string } : null;
  app = await buildApp({ config: testConfig(), db: testDb.db, resolveUser });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...clientHeaders(), ...headers } });

describe('public answers carry validators', () => {
  it.each([
    ['tool config', '/api/config/generate?type=text2video'],
    ['tool availability', '/api/config/tools'],
    ['the gallery', '/api/images/list3?scope=gallery&limit=24'],
    ['static JSON', '/api/static/video/common_problem_en.json'],
  ])('%s: ETag and public Cache-Control, then 304 with no body on If-None-Match', async (_name, url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const other = await get(url, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('varies config answers by language, so a cached English answer never reaches a Japanese reader', async () => {
    const en = await get('/api/config/generate?type=text2video', { 'accept-language': 'en' });
    const ja = await get('/api/config/generate?type=text2video', { 'accept-language': 'ja' });
    expect(en.headers.vary).toContain('accept-language');
    expect(en.headers.vary).toContain('cookie');
    expect(en.headers.etag).not.toBe(ja.headers.etag);
  });

  it('keeps a logged-in viewer’s pages private and revalidated', async () => {
    const mine = await get('/api/images/list3?scope=mine&limit=24', { [VIEWER]: 'someone' });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
  });

  it('never caches an error', async () => {
    const refused = await get('/api/images/list3?scope=mine&limit=24');
    expect(refused.json().code).not.toBe(0);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control']).toBeUndefined();
  });
});
