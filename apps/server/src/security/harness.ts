import { ErrorCode, type Region } from '@framewise/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/schema';
import { TOKEN_COOKIE } from '../modules/auth/constants';
import { createSession } from '../modules/auth/sessions';
import { configureGeneration } from '../modules/generation';
import { FakeEngine, makeMember, ScriptedModeration, silentLog, uploadAs } from '../modules/generation/testing';
import { testClock } from '../modules/points/testing';
import { buildObjectKey, storageService } from '../modules/storage';
import { audioOf } from '../modules/storage/testing';
import { clientHeaders, testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import { createWorker } from '../worker';

/**
 * The built app as production wires it (real session cookies, every module), with the generation engine and
 * moderation replaced by fast fakes so submits finish in milliseconds. The suite's requests go through app.inject.
 */
export interface SecurityHarness {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof testClock>;
  engine: FakeEngine;
  moderation: ScriptedModeration;
  /** A member with points and a plan, logged in by a fresh session. */
  member(region?: Region, plan?: 'BASE' | 'HIGH' | 'PRO'): Promise<Member>;
  /** Stores a real file as the user's upload and returns its key. */
  upload(owner: string, kind: 'png' | 'mp4' | 'mp3'): Promise<string>;
  /** Runs queued tasks to their end. */
  drainTasks(): Promise<void>;
  close(): Promise<void>;
}

export interface Member {
  uuid: string;
  token: string;
  region: Region;
}

export interface SendOptions {
  method: 'GET' | 'POST';
  url: string;
  /** Raw body text or a JSON value. */
  payload?: string | object;
  contentType?: string;
  as?: Pick<Member, 'token'> | null;
  region?: Region;
  ip?: string;
  headers?: Record<string, string>;
  /** Cookies besides the session's. */
  cookies?: Record<string, string>;
}

export async function securityHarness(env: Record<string, string> = {}): Promise<SecurityHarness> {
  const testDb: TestDb = await createTestDb();
  const clock = testClock(new Date());
  const config = testConfig({ DAILY_POINTS: '0', ...env });
  const app = await buildApp({ config, db: testDb.db, now: clock.now });
  const engine = new FakeEngine();
  const moderation = new ScriptedModeration();
  const runtime = configureGeneration(app.ctx, {
    engine,
    moderation,
    faces: { detect: async () => ({ width: 64, height: 48, faces: [] }), close: async () => {} },
  });
  const worker = createWorker(app.ctx, silentLog, runtime);
  return {
    app,
    db: testDb.db,
    clock,
    engine,
    moderation,
    async member(region = 'cn', plan = 'PRO') {
      const uuid = await makeMember({ db: testDb.db, clock }, 1000, plan);
      const token = await createSession(testDb.db, uuid, clock.now());
      return { uuid, token, region };
    },
    async upload(owner, kind) {
      if (kind !== 'mp3') return uploadAs({ app }, owner, kind);
      const key = buildObjectKey({ path: 'upload', ownerUuid: owner, ext: 'mp3' });
      const bucket = app.ctx.config.storage.buckets.private;
      await storageService(app.ctx).putOwnedObject({ bucket, key, ownerUuid: owner, body: await audioOf('mp3') });
      return key;
    },
    async drainTasks() {
      for (let i = 0; i < 50; i++) if (!(await worker.runOnce())) return;
    },
    async close() {
      await worker.stop();
      await app.close();
      await testDb.close();
    },
  };
}

/** One request as a browser of the given build would send it (client headers, session cookie). */
export function send(app: FastifyInstance, options: SendOptions): Promise<LightMyRequestResponse> {
  const payload = options.payload;
  const isText = typeof payload === 'string';
  return app.inject({
    method: options.method,
    url: options.url,
    headers: {
      ...clientHeaders({ region: options.region ?? 'cn' }),
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
      ...(payload !== undefined && !isText && !options.contentType ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload: isText ? payload : JSON.stringify(payload) }),
    cookies: { ...options.cookies, ...(options.as ? { [TOKEN_COOKIE]: options.as.token } : {}) },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

export interface EnvelopeCheck {
  ok: boolean;
  problem?: string;
  code?: number;
}

/** An /api answer must be HTTP < 500, never the internal-error code, and the {code, msg} envelope; a refusal carries a non-empty msg. */
export function checkEnvelope(res: LightMyRequestResponse): EnvelopeCheck {
  if (res.statusCode >= 500) return { ok: false, problem: `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}` };
  let body: { code?: unknown; msg?: unknown };
  try {
    body = res.json();
  } catch {
    return { ok: false, problem: `not JSON: ${res.body.slice(0, 200)}` };
  }
  if (typeof body.code !== 'number') return { ok: false, problem: `no code: ${res.body.slice(0, 200)}` };
  // 501 is the deliberate "not offered by this deployment" answer; 500 is a server failure.
  if (body.code === ErrorCode.INTERNAL) return { ok: false, problem: `code 500: ${String(body.msg)}`, code: 500 };
  if (body.code !== 0 && (typeof body.msg !== 'string' || body.msg.trim() === '')) {
    return { ok: false, problem: `refusal ${body.code} without a message`, code: body.code };
  }
  return { ok: true, code: body.code };
}
