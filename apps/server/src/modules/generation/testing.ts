import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Engine,
  type EngineJob,
  type EngineOutput,
  type EngineResult,
  type EngineTool,
  engineNote,
  type RunOptions,
  type ToolCapability,
} from '@framewise/engine';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app';
import type { Db } from '../../db/schema';
import { clientHeaders, testConfig } from '../../testing/app';
import { createTestDb } from '../../testing/db';
import { createWorker, type GenerationWorker } from '../../worker';
import type { WorkerLog } from '../../worker/run-task';
import { grantPlanPeriod } from '../membership';
import { createPointsService } from '../points';
import { headerUser, makeUser, pointsDeps, TEST_USER_HEADER, testClock } from '../points/testing';
import { buildObjectKey, storageService } from '../storage';
import { videoOf } from '../storage/testing';
import type { ModerationProvider } from './moderation';
import { configureGeneration, type GenerationRuntime } from './runtime';

/** Test helpers of the generation, gallery and config modules. */

/** What the local engine offers, so the fake engine's capabilities exercise the same option checks. */
export const LOCAL_LIKE_CAPABILITIES: ToolCapability[] = [
  {
    tool: 'upscale',
    options: {
      targets: ['2x', '4x', '2k', '4k', '2k60'],
      imageTargets: ['2x', '4x', '2k', '4k'],
      videoTargets: ['2x', '4x', '2k', '4k', '2k60'],
      models: ['esrgan-slim', 'esrgan-medium', 'lanczos'],
    },
    limits: { maxOutputPixels: 8192 * 8192, maxVideoDurationS: 30 },
  },
  { tool: 'upscale_turbo', options: { targets: ['2x', '4x', '2k', '4k'], models: ['esrgan-slim', 'lanczos'] } },
  {
    tool: 'img2video',
    options: { moveTypes: ['zoom_in', 'zoom_out', 'pan_left', 'pan_right', 'orbit', 'static'] },
    limits: { maxDurationS: 60, maxFps: 60 },
  },
  {
    tool: 'text2video',
    options: { moveTypes: ['zoom_in', 'zoom_out', 'orbit'] },
    limits: { maxDurationS: 60, maxFps: 60 },
  },
  { tool: 'video_extend', limits: { maxDurationS: 60 } },
  {
    tool: 'vid2vid',
    options: { styles: ['anime', 'sketch', 'noir', 'cyberpunk', 'custom'], subjectOnly: ['false'] },
    limits: { maxDurationS: 60, maxFps: 60 },
  },
  { tool: 'lipsync', options: { levels: ['1', '2', '3', '4'] }, limits: { maxDurationS: 60 } },
  { tool: 'detectface' },
];

const VIDEO_TOOLS: readonly EngineTool[] = ['text2video', 'img2video', 'vid2vid', 'video_extend', 'lipsync'];

/** A small real PNG or JPEG. */
export const imageOf = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    [format]()
    .toBuffer();

/**
 * An Engine that writes tiny real files (a PNG for image tools; an MP4 container and a JPEG poster for video
 * tools) and records its jobs. `behave` may throw (refusal, transient error) or wait (to hold a task running).
 */
export class FakeEngine implements Engine {
  readonly name = 'fake';
  readonly jobs: EngineJob[] = [];
  behave: (job: EngineJob, options: RunOptions) => Promise<void> | void = () => {};

  constructor(private readonly caps: ToolCapability[] = LOCAL_LIKE_CAPABILITIES) {}

  async capabilities(): Promise<ToolCapability[]> {
    return this.caps;
  }

  async run(job: EngineJob, options: RunOptions = {}): Promise<EngineResult> {
    this.jobs.push(job);
    options.onProgress?.(10);
    await this.behave(job, options);
    options.signal?.throwIfAborted();
    await mkdir(job.workDir, { recursive: true });
    let output: EngineOutput;
    if (VIDEO_TOOLS.includes(job.tool) || (job.tool === 'upscale' && job.inputs.video)) {
      const path = join(job.workDir, 'out.mp4');
      const poster = join(job.workDir, 'poster.jpg');
      await writeFile(path, videoOf('isom', 2048));
      await writeFile(poster, await imageOf(16, 9, 'jpeg'));
      const duration = typeof job.params.duration === 'number' ? job.params.duration : 5;
      output = { path, mime: 'video/mp4', width: 1280, height: 720, durationS: duration, fps: 24, poster };
    } else {
      const path = join(job.workDir, 'out.png');
      await writeFile(path, await imageOf(32, 32));
      output = { path, mime: 'image/png', width: 32, height: 32 };
    }
    options.onProgress?.(100);
    return {
      outputs: [output],
      seed: job.seed >= 0 ? job.seed : 7,
      engine: job.tool === 'text2video' ? 'local-preview' : 'fake',
      notes: job.params.prompt ? [engineNote('promptIgnored.upscaleTurbo')] : [],
    };
  }
}

/** A moderation that can be told to reject, to fail, or to hold its answer until released. */
export class ScriptedModeration implements ModerationProvider {
  readonly name = 'scripted';
  verdict: 'approve' | 'reject' | 'fail' = 'approve';
  private gate: Promise<void> | undefined;
  private open: (() => void) | undefined;
  readonly seen: string[][] = [];
  /** What each check was for and which files it looked at. */
  readonly checked: { purpose: string; media: number }[] = [];

  hold(): void {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  release(): void {
    this.open?.();
    this.gate = undefined;
  }

  async check(input: { purpose: string; texts: readonly string[]; media: readonly unknown[] }) {
    this.seen.push([...input.texts]);
    this.checked.push({ purpose: input.purpose, media: input.media.length });
    await this.gate;
    if (this.verdict === 'fail') throw new Error('moderation service unavailable');
    return this.verdict === 'approve'
      ? ({ approved: true } as const)
      : ({ approved: false, reason: 'generationErrors.task.rejected' } as const);
  }
}

export const silentLog: WorkerLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface GenerationHarness {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof testClock>;
  engine: FakeEngine;
  moderation: ScriptedModeration;
  runtime: GenerationRuntime;
  /** A worker over the app's services (not started: tests drive it with runOnce). */
  worker: (overrides?: { leaseSeconds?: number }) => GenerationWorker;
  close: () => Promise<void>;
}

/** The app with a fake engine and a scripted moderation, no daily points, the header login of the tests. */
export async function generationHarness(
  db: Db,
  options: { env?: Record<string, string>; engine?: FakeEngine; moderation?: ScriptedModeration } = {},
): Promise<GenerationHarness> {
  const clock = testClock('2026-03-02T04:00:00Z');
  const config = testConfig({ DAILY_POINTS: '0', WORKER_RETRY_BASE_SECONDS: '10', ...options.env });
  const app = await buildApp({ config, db, now: clock.now, resolveUser: headerUser });
  const engine = options.engine ?? new FakeEngine();
  const moderation = options.moderation ?? new ScriptedModeration();
  const runtime = configureGeneration(app.ctx, {
    engine,
    moderation,
    faces: { detect: async () => ({}), close: async () => {} },
  });
  const workers: GenerationWorker[] = [];
  return {
    app,
    db,
    clock,
    engine,
    moderation,
    runtime,
    worker: (overrides = {}) => {
      const ctx = overrides.leaseSeconds
        ? {
            ...app.ctx,
            config: {
              ...config,
              generation: {
                ...config.generation,
                worker: { ...config.generation.worker, leaseSeconds: overrides.leaseSeconds },
              },
            },
          }
        : app.ctx;
      const worker = createWorker(ctx, silentLog, runtime);
      workers.push(worker);
      return worker;
    },
    close: async () => {
      for (const w of workers) await w.stop();
      await app.close();
    },
  };
}

/** The app on a fresh test database with a given engine (the real local one), the header login of the tests. */
export async function appWithEngine(engine: Engine) {
  const testDb = await createTestDb();
  const clock = testClock('2026-03-02T04:00:00Z');
  const config = testConfig({ DAILY_POINTS: '0' });
  const app = await buildApp({ config, db: testDb.db, now: clock.now, resolveUser: headerUser });
  configureGeneration(app.ctx, { engine });
  const close = async () => {
    await app.close();
    await testDb.close();
  };
  return { app, db: testDb.db, clock, close };
}

/** A user with permanent points and optionally a plan ('BASE' is a subscriber, 'HIGH' adds unlimited mode). */
export async function makeMember(
  harness: Pick<GenerationHarness, 'db' | 'clock'>,
  points = 100,
  plan?: 'BASE' | 'HIGH' | 'PRO',
): Promise<string> {
  const deps = pointsDeps(harness.db, harness.clock.now, { DAILY_POINTS: '0' });
  const user = await makeUser(harness.db);
  if (points > 0) {
    await createPointsService(deps).grant({
      userId: user,
      kind: 'permanent',
      amount: points,
      sourceRef: `test:${user}`,
      reason: 'test points',
      region: 'cn',
    });
  }
  if (plan) {
    await grantPlanPeriod(deps, {
      userId: user,
      planType: plan,
      period: 'month',
      idempotencyKey: `test-plan:${user}`,
      reason: 'test',
    });
  }
  return user;
}

/** The user's total points now. */
export async function balanceOf(harness: Pick<GenerationHarness, 'db' | 'clock'>, user: string): Promise<number> {
  const deps = pointsDeps(harness.db, harness.clock.now, { DAILY_POINTS: '0' });
  return (await createPointsService(deps).balances(user, { region: 'cn' })).totalPoints;
}

/** Stores a file as the user's upload (upload/{uuid}/{id}.{ext} in the private bucket) and returns its key. */
export async function uploadAs(
  harness: Pick<GenerationHarness, 'app'>,
  user: string,
  kind: 'png' | 'jpg' | 'mp4',
): Promise<string> {
  const storage = storageService(harness.app.ctx);
  const key = buildObjectKey({ path: 'upload', ownerUuid: user, ext: kind });
  const body = kind === 'mp4' ? videoOf('isom', 4096) : await imageOf(64, 48, kind === 'png' ? 'png' : 'jpeg');
  await storage.putOwnedObject({ bucket: harness.app.ctx.config.storage.buckets.private, key, ownerUuid: user, body });
  return key;
}

/** A contract call as the user (language en unless told); T is the answer's data. */
export async function callAs<T = unknown>(
  harness: Pick<GenerationHarness, 'app'>,
  user: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  language = 'en',
) {
  const res = await harness.app.inject({
    method,
    url,
    headers: {
      ...clientHeaders(),
      'accept-language': language,
      ...(user ? { [TEST_USER_HEADER]: user } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return res.json() as { code: number; msg: string; data: T };
}

/** Counts of tasks and of points charges, to show a refused request changed nothing. */
export async function footprint(db: Db, user: string): Promise<{ tasks: number; charges: number }> {
  const tasks = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_uuid', '=', user)
    .executeTakeFirstOrThrow();
  const charges = await db
    .selectFrom('point_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_uuid', '=', user)
    .where('kind', '=', 'charge')
    .executeTakeFirstOrThrow();
  return { tasks: Number(tasks.n), charges: Number(charges.n) };
}

/** Ledger entries of a task: its charges and refunds. */
export async function ledgerOf(db: Db, taskId: string): Promise<{ kind: string; amount: number }[]> {
  return db
    .selectFrom('point_entries')
    .select(['kind', 'amount'])
    .where('idempotency_key', 'like', `task:${taskId}:%`)
    .orderBy('seq')
    .execute();
}
