import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { databaseTarget, openDatabase } from './db/open';
import { getSetting } from './db/settings';
import { testConfig } from './testing/app';
import { createTestDb, type TestDb } from './testing/db';

describe('secrets outside production', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('generates them once and every later app build on the database reuses them', async () => {
    const config = testConfig();
    const first = await buildApp({ config, db: testDb.db });
    const second = await buildApp({ config, db: testDb.db });
    expect(first.ctx.secrets.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.ctx.secrets.signingSecret).not.toBe(first.ctx.secrets.sessionSecret);
    expect(second.ctx.secrets).toEqual(first.ctx.secrets);
    expect(await getSetting(testDb.db, 'secret.session')).toBe(first.ctx.secrets.sessionSecret);
    await Promise.all([first.close(), second.close()]);
  });

  it('uses env values over stored ones without overwriting them', async () => {
    const stored = await getSetting(testDb.db, 'secret.signing');
    const app = await buildApp({ config: testConfig({ SIGNING_SECRET: 'from-env' }), db: testDb.db });
    expect(app.ctx.secrets.signingSecret).toBe('from-env');
    expect(await getSetting(testDb.db, 'secret.signing')).toBe(stored);
    await app.close();
  });
});

describe('secrets across restarts on one data dir', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fw-secrets-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the generated secrets when the server opens the same PGlite directory again', async () => {
    // The real start sequence of main.ts, twice, on a PGlite directory (DATABASE_URL deliberately ignored).
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, LOCAL_PROVIDERS: '1' });
    const start = async () => {
      const db = await openDatabase(databaseTarget(config));
      await migrate(db);
      const app = await buildApp({ config, db });
      const secrets = app.ctx.secrets;
      await app.close();
      await db.destroy();
      return secrets;
    };
    const before = await start();
    const after = await start();
    expect(after).toEqual(before);
  });
});
