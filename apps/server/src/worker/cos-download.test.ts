import { createHash, createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODE, TASK_STATUS } from '@framewise/contracts';
import COS from 'cos-nodejs-sdk-v5';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createRuntime, type GenerationRuntime } from '../modules/generation/runtime';
import { submitTask } from '../modules/generation/service';
import {
  balanceOf,
  FakeEngine,
  imageOf,
  ledgerOf,
  makeMember,
  ScriptedModeration,
  silentLog,
} from '../modules/generation/testing';
import { testClock } from '../modules/points/testing';
import { storedFiles } from '../modules/storage';
import { type CosClient, CosDriver } from '../modules/storage/cos-driver';
import { buildObjectKey } from '../modules/storage/keys';
import { STORAGE_MESSAGES, StorageService } from '../modules/storage/service';
import { findTask } from '../modules/tasks';
import { testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import { GenerationWorker } from './pool';
import { workDirOf } from './work-dirs';

const SECRET_ID = 'AKIDworkerTest';
const SECRET_KEY = 'worker-test-secret-key';
const PRIVATE = 'fw-private-1250000000';

/** What the fake COS endpoint saw of one request. */
interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  signatureValid: boolean;
  status: number;
}

/**
 * The private bucket's endpoint (as behind STORAGE_CDN_PRIVATE) on 127.0.0.1: serves objects for GET requests that
 * carry a valid COS query signature, computed the way COS checks it (HMAC-SHA1 over method, key path, signed
 * parameters and headers, within the key time); answers 403 SignatureDoesNotMatch otherwise, 404 NoSuchKey for
 * unknown keys, and 403 AccessDenied for everything while `deny` is set.
 */
class FakeCos {
  readonly objects = new Map<string, { body: Buffer; mime: string }>();
  readonly seen: SeenRequest[] = [];
  deny = false;
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const key = decodeURIComponent(url.pathname.slice(1));
      const signatureValid = this.verify(req.method ?? '', `/${key}`, url.searchParams);
      const answer = (status: number, body: Buffer | string, mime = 'application/xml') => {
        this.seen.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          signatureValid,
          status,
        });
        res.writeHead(status, { 'content-type': mime, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      };
      if (this.deny) return answer(403, '<Error><Code>AccessDenied</Code></Error>');
      if (!signatureValid) return answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
      const object = this.objects.get(`${PRIVATE}/${key}`);
      if (req.method !== 'GET' || !object) return answer(404, '<Error><Code>NoSuchKey</Code></Error>');
      answer(200, object.body, object.mime);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** COS's query-string signature check (no host signed: behind a CDN the origin host differs). */
  private verify(method: string, path: string, q: URLSearchParams): boolean {
    if (q.get('q-sign-algorithm') !== 'sha1' || q.get('q-ak') !== SECRET_ID) return false;
    const keyTime = q.get('q-key-time') ?? '';
    const [start, end] = keyTime.split(';').map(Number);
    const now = Math.floor(Date.now() / 1000);
    if (!start || !end || now < start - 60 || now > end) return false;
    if (q.get('q-header-list') !== '' || q.get('q-url-param-list') !== '') return false;
    const signKey = createHmac('sha1', SECRET_KEY).update(keyTime).digest('hex');
    const httpString = [method.toLowerCase(), path, '', '', ''].join('\n');
    const stringToSign = ['sha1', q.get('q-sign-time'), createHash('sha1').update(httpString).digest('hex'), ''].join(
      '\n',
    );
    return createHmac('sha1', signKey).update(stringToSign).digest('hex') === q.get('q-signature');
  }

  /** The driver's client: signatures from the real SDK (computed locally), objects kept here. */
  client(): CosClient {
    const sdk = new COS({ SecretId: SECRET_ID, SecretKey: SECRET_KEY });
    return {
      getAuth: (params) => sdk.getAuth(params),
      headObject: async ({ Bucket, Key }) => {
        const object = this.objects.get(`${Bucket}/${Key}`);
        if (!object) throw Object.assign(new Error('NotFound'), { statusCode: 404 });
        return {
          statusCode: 200,
          headers: { 'content-length': String(object.body.length), 'content-type': object.mime },
        } as never;
      },
      putObject: async ({ Bucket, Key, Body, ContentType }) => {
        this.objects.set(`${Bucket}/${Key}`, { body: Body as Buffer, mime: ContentType ?? '' });
        return {} as never;
      },
      deleteObject: async ({ Bucket, Key }) => {
        this.objects.delete(`${Bucket}/${Key}`);
        return {} as never;
      },
    };
  }
}

let testDb: TestDb;
let cos: FakeCos;
let dataDir: string;
let config: Config;
let runtime: GenerationRuntime;
let engine: FakeEngine;
let worker: GenerationWorker;
let storage: StorageService;
const clock = testClock('2026-03-02T04:00:00Z');

beforeAll(async () => {
  testDb = await createTestDb();
  cos = new FakeCos();
  await cos.start();
  dataDir = await mkdtemp(join(tmpdir(), 'fw-cos-worker-'));
  config = testConfig({
    DATA_DIR: dataDir,
    DAILY_POINTS: '0',
    WORKER_MAX_ATTEMPTS: '2',
    WORKER_RETRY_BASE_SECONDS: '10',
    STORAGE_DRIVER: 'cos',
    STORAGE_REGION: 'shanghai',
    COS_SECRET_ID: SECRET_ID,
    COS_SECRET_KEY: SECRET_KEY,
    STORAGE_BUCKET_PRIVATE: PRIVATE,
    STORAGE_BUCKET_PUBLIC: 'fw-public-1250000000',
    STORAGE_CDN_PRIVATE: `http://127.0.0.1:${cos.port}`,
  });
  engine = new FakeEngine();
  runtime = createRuntime(config, {
    engine,
    moderation: new ScriptedModeration(),
    faces: { detect: async () => ({}), close: async () => {} },
  });
  storage = new StorageService({
    db: testDb.db,
    storage: config.storage,
    driver: new CosDriver({
      storage: config.storage,
      client: cos.client(),
      getCredential: async () => {
        throw new Error('the worker never issues upload credentials');
      },
    }),
    publicUrl: config.publicUrl,
    now: clock.now,
  });
  const w = config.generation.worker;
  worker = new GenerationWorker(
    {
      db: testDb.db,
      config,
      now: clock.now,
      log: silentLog,
      storage,
      files: storedFiles(storage, config.publicUrl),
      runtime,
    },
    { concurrency: 1, fastSlots: 0, lanes: w.lanes, leaseMs: 60_000, pollMs: 1000, retryBaseMs: 10_000 },
  );
});
afterAll(async () => {
  await cos?.stop();
  await testDb?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  cos.deny = false;
  cos.seen.length = 0;
  engine.behave = () => {};
});

const h = () => ({ db: testDb.db, clock });

/** An upload of user in the private bucket as a browser would have put it (optionally not there at all). */
async function upload(user: string, present = true): Promise<{ key: string; body: Buffer }> {
  const key = buildObjectKey({ path: 'upload', ownerUuid: user, ext: 'png' });
  const body = await imageOf(24, 16);
  if (present) cos.objects.set(`${PRIVATE}/${key}`, { body, mime: 'image/png' });
  return { key, body };
}

/** An image upscale of key charged 2 points and queued, as the API submits it. */
async function submitUpscale(user: string, key: string): Promise<string> {
  const answer = await submitTask(
    { ctx: { db: testDb.db, config, now: clock.now }, runtime },
    {
      tool: 'upscale',
      engineTool: 'upscale',
      params: { target: '2x' },
      inputs: { image: { bucket: PRIVATE, key, mime: 'image/png' } },
      prompt: '',
      mode: MODE.FAST,
      private: false,
      seed: 3,
      cost: { tool: 'upscale', target: '2x', sourceKind: 'image' },
      sourceTaskId: null,
    },
    { uuid: user, region: 'cn' },
  );
  expect(answer.status).toBe(TASK_STATUS.QUEUED);
  return answer.id;
}

describe('the worker with the COS store', () => {
  it('downloads the input by a signed URL into the run folder, runs it and stores the result', async () => {
    const user = await makeMember(h(), 20);
    const { key, body } = await upload(user);
    const id = await submitUpscale(user, key);
    const charged = 20 - (await balanceOf(h(), user));
    expect(charged).toBeGreaterThan(0);

    let input: { path: string; bytes: Buffer } | undefined;
    engine.behave = async (job) => {
      const path = job.inputs.image ?? '';
      input = { path, bytes: await readFile(path) };
    };
    expect(await worker.runOnce()).toBe('done');

    const [request] = cos.seen;
    expect(cos.seen).toHaveLength(1);
    expect(request).toMatchObject({ method: 'GET', path: `/${key}`, signatureValid: true, status: 200 });
    expect(request?.query.get('q-ak')).toBe(SECRET_ID);
    const [start, end] = (request?.query.get('q-key-time') ?? '').split(';').map(Number);
    expect((end ?? 0) - (start ?? 0)).toBe(config.storage.signedUrlSeconds);

    const runDir = workDirOf(dataDir, { id, attempts: 1 });
    expect(input?.path).toBe(join(runDir, 'in', 'image.png'));
    expect(input?.bytes.equals(body)).toBe(true);
    expect(existsSync(runDir)).toBe(false); // the run cleans up after itself

    const task = await findTask(testDb.db, id);
    expect(task).toMatchObject({ status: TASK_STATUS.SUCCESS, refund_id: null });
    const stored = [...cos.objects.keys()].filter((k) => k.startsWith(`${PRIVATE}/works/`));
    // The result and its AVIF and WebP copies, stored through the same COS driver.
    expect(stored.map((k) => k.replace(/^.*\/[0-9a-f]+/, ''))).toEqual(['.png', '-w32.avif', '-w32.webp']);
    expect(await ledgerOf(testDb.db, id)).toEqual([{ kind: 'charge', amount: -charged }]);
  });

  it('fails a task whose input is gone (404) at once, refunded exactly once', async () => {
    const user = await makeMember(h(), 20);
    const { key } = await upload(user, false);
    const id = await submitUpscale(user, key);
    expect(await worker.runOnce()).toBe('failed');

    expect(cos.seen).toEqual([expect.objectContaining({ path: `/${key}`, signatureValid: true, status: 404 })]);
    expect(engine.jobs.some((j) => j.id === id)).toBe(false);
    const task = await findTask(testDb.db, id);
    expect(task).toMatchObject({
      status: TASK_STATUS.FAILED,
      attempts: 1,
      msg: 'generationErrors.submit.mediaUnreadable',
    });
    expect(await balanceOf(h(), user)).toBe(20);
    const ledger = await ledgerOf(testDb.db, id);
    expect(ledger.map((e) => e.kind)).toEqual(['charge', 'refund']);
    expect(existsSync(workDirOf(dataDir, { id, attempts: 1 }))).toBe(false);
  });

  it('retries a refused download (403) with backoff, then fails it refunded once', async () => {
    const user = await makeMember(h(), 20);
    const { key } = await upload(user);
    const id = await submitUpscale(user, key);
    cos.deny = true;
    expect(await worker.runOnce()).toBe('retry');
    expect(await findTask(testDb.db, id)).toMatchObject({ status: TASK_STATUS.QUEUED, attempts: 1, refund_id: null });
    expect(await worker.runOnce()).toBeUndefined(); // not before its retry time
    clock.advance(10_000);
    expect(await worker.runOnce()).toBe('failed');

    expect(cos.seen.map((r) => r.status)).toEqual([403, 403]);
    expect(await findTask(testDb.db, id)).toMatchObject({
      status: TASK_STATUS.FAILED,
      attempts: 2,
      msg: 'generationErrors.task.failed',
    });
    expect(await balanceOf(h(), user)).toBe(20);
    expect((await ledgerOf(testDb.db, id)).map((e) => e.kind)).toEqual(['charge', 'refund']);
  });
});

describe('uploads written straight to COS', () => {
  it('are checked by their bytes before a key is accepted, whatever Content-Type the browser set', async () => {
    const user = await makeMember(h(), 20);
    const page = buildObjectKey({ path: 'upload', ownerUuid: user, ext: 'png' });
    cos.objects.set(`${PRIVATE}/${page}`, {
      body: Buffer.from('<html><script>alert(1)</script></html>'),
      mime: 'image/png',
    });
    await expect(storage.ownsObject(PRIVATE, page, user)).rejects.toThrow(STORAGE_MESSAGES.wrongType);

    const huge = buildObjectKey({ path: 'upload', ownerUuid: user, ext: 'mp4' });
    const tooBig = Buffer.alloc(config.storage.maxVideoBytes + 1);
    cos.objects.set(`${PRIVATE}/${huge}`, { body: tooBig, mime: 'video/mp4' });
    await expect(storage.ownsObject(PRIVATE, huge, user)).rejects.toThrow(/too large/);

    // A folder no credentials are issued for (works/) is never accepted as an upload.
    const planted = buildObjectKey({ path: 'works', ownerUuid: user, ext: 'png' });
    cos.objects.set(`${PRIVATE}/${planted}`, { body: await imageOf(8, 8), mime: 'image/png' });
    expect(await storage.ownsObject(PRIVATE, planted, user)).toBe(false);

    const { key, body } = await upload(user);
    expect(await storage.ownsObject(PRIVATE, key, user)).toBe(true);
    const record = await storage.findObject(PRIVATE, key);
    expect(record).toMatchObject({ size: body.length, mime: 'image/png', width: 24, height: 16 });
    expect(record?.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    for (const k of [page, huge, planted]) expect(await storage.findObject(PRIVATE, k)).toBeUndefined();
  });

  it('fail a task at once, refunded, when the input was replaced after its check', async () => {
    const user = await makeMember(h(), 20);
    const { key } = await upload(user);
    expect(await storage.ownsObject(PRIVATE, key, user)).toBe(true);
    const id = await submitUpscale(user, key);
    // The same key overwritten through the browser's credentials after the content check.
    cos.objects.set(`${PRIVATE}/${key}`, { body: await imageOf(30, 30), mime: 'image/png' });
    expect(await worker.runOnce()).toBe('failed');
    expect(engine.jobs.some((j) => j.id === id)).toBe(false);
    expect(await findTask(testDb.db, id)).toMatchObject({ status: TASK_STATUS.FAILED, attempts: 1 });
    expect(await balanceOf(h(), user)).toBe(20);
    expect((await ledgerOf(testDb.db, id)).map((e) => e.kind)).toEqual(['charge', 'refund']);
  });
});
