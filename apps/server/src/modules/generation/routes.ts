import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls, type DetectFaceAnswer, ErrorCode, type GenerateAnswer, isTaskSettled } from '@framewise/contracts';
import { EngineRefusal } from '@framewise/engine';
import { type Language, translateMessage } from '@framewise/i18n/messages';
import type { FastifyInstance } from 'fastify';
import {
  type AppContext,
  AppError,
  type CallHandler,
  type CallInput,
  type LoginCall,
  type LoginCallInput,
  registerCall,
  requestLanguage,
} from '../../http';
import { loadTier } from '../membership';
import { createPointsService } from '../points';
import { type StorageService, storageService, storedFiles } from '../storage';
import { ownedTasksWithQueue } from '../tasks';
import { cancelTask } from './cancel';
import { createEtaEstimator } from './eta';
import { GENERATION_ERRORS, refusalMessage } from './messages';
import { Planner, type TaskPlan } from './plan';
import { statusEntry } from './present';
import { DETECT_FACE_PER_MINUTE, RateWindow } from './rate-window';
import { closeGenerationRuntime, generationRuntime } from './runtime';
import { submitTask } from './service';

/** The work as my works shows it: the gallery's, passed in by modules/index.ts (the gallery builds on generation). */
export type WorkDetail = (
  deps: AppContext & { storage: StorageService },
  id: string,
  viewer: string,
  language: Language,
) => Promise<GenerateAnswer['work']>;

/**
 * The generating calls (validate, charge and queue), the task status poll and face detection. The worker that
 * runs queued tasks lives in src/worker; the reads of works are the gallery module's.
 */
export function registerGenerationRoutes(app: FastifyInstance, workDetail: WorkDetail): void {
  const ctx = app.ctx;
  app.addHook('onClose', () => closeGenerationRuntime(ctx));

  const plannerFor = async <C extends LoginCall>(input: LoginCallInput<C>): Promise<Planner> => {
    const user = input.user;
    const runtime = generationRuntime(ctx);
    const storage = storageService(ctx);
    return new Planner(
      {
        ctx,
        storage,
        files: storedFiles(storage, ctx.config.publicUrl),
        capabilities: () => runtime.capabilities(),
        health: () => runtime.health(),
      },
      {
        uuid: user.uuid,
        region: input.region,
        language: requestLanguage(input.request),
        tier: await loadTier(ctx.db, user.uuid, ctx.now()),
      },
    );
  };

  // Every generating call answers the same shape (generateAnswer); only the body and its planning differ.
  const submit = <C extends LoginCall>(
    contract: C,
    plan: (planner: Planner, body: CallInput<C>['body']) => Promise<TaskPlan>,
  ) => {
    const handler = async (input: LoginCallInput<C>): Promise<GenerateAnswer> => {
      const planner = await plannerFor(input);
      const taskPlan = await plan(planner, input.body);
      const uuid = input.user.uuid;
      const language = requestLanguage(input.request);
      const task = await submitTask({ ctx, runtime: generationRuntime(ctx) }, taskPlan, {
        uuid,
        region: input.region,
        language,
      });
      // The work as my works shows it and the balance after the charge: the client asks for neither again.
      const [work, points] = await Promise.all([
        workDetail({ ...ctx, storage: storageService(ctx) }, task.id, uuid, language),
        createPointsService(ctx).balances(uuid, { region: input.region }),
      ]);
      const { totalPoints, permanentPoints, vipPoints, dailyCount } = points;
      return { ...task, work, balance: { totalPoints, permanentPoints, vip_points: vipPoints, dailyCount } };
    };
    registerCall(app, contract, handler as CallHandler<C>);
  };

  submit(calls.generateText2video, (p, body) => p.text2video(body));
  submit(calls.generateImg2video, (p, body) => p.img2video(body));
  submit(calls.generateVid2vid, (p, body) => p.vid2vid(body));
  submit(calls.generateLipsync, (p, body) => p.lipsync(body));
  submit(calls.upscale, (p, body) => p.upscale(body));
  submit(calls.upscaleTurbo, (p, body) => p.upscaleTurbo(body));
  submit(calls.extendVideo, (p, body) => p.extend(body));

  /** How long a status2 answer with a task under way is served again (queue positions and time left may move). */
  const UNDER_WAY_KEEP_MS = 1_000;
  // Time left comes from the recent runs of the same tool and mode; slots: this deployment's worker concurrency.
  const eta = createEtaEstimator({ db: ctx.db, now: ctx.now, slots: ctx.config.generation.worker.concurrency });

  // Kept per user until a notice says one of the user's tasks changed (migration 0010). An answer with a task
  // still under way is kept a second at most: its queue position and time left move with other users' tasks and the
  // clock, and a second is what a poll every 2 s cannot tell from fresh.
  registerCall(
    app,
    calls.getTaskStatus,
    async ({ query, user, request, keepUntil }) => {
      const tasks = await ownedTasksWithQueue(ctx.db, user.uuid, query.ids);
      const byId = new Map(tasks.map((t) => [t.id, t]));
      const storage = storageService(ctx);
      const language = requestLanguage(request);
      const entries = [];
      // In the order asked, each id once; ids of other users' tasks are left out.
      for (const id of new Set(query.ids)) {
        const task = byId.get(id);
        if (task) entries.push(await statusEntry(ctx.db, storage, task, language, eta));
        if (task && !isTaskSettled(task.status)) keepUntil(ctx.now().getTime() + UNDER_WAY_KEEP_MS);
      }
      return entries;
    },
    { userCache: 'userTasks' },
  );

  // Detection decodes media on this server: DETECT_FACE_PER_MINUTE per user (per API process).
  const detectWindow = new RateWindow(DETECT_FACE_PER_MINUTE, 60_000, () => ctx.now().getTime());

  registerCall(app, calls.cancelTask, async ({ body, user }) => cancelTask(ctx, user.uuid, body.id));

  // Face boxes for lip-sync, answered at once: detection runs on a worker thread, off the event loop.
  registerCall(app, calls.detectFace, async (input): Promise<DetectFaceAnswer> => {
    if (input.user && !detectWindow.take(input.user.uuid)) {
      throw new AppError(
        ErrorCode.RATE_LIMITED,
        translateMessage(GENERATION_ERRORS.detectTooOften, requestLanguage(input.request)),
      );
    }
    const planner = await plannerFor(input);
    const media = await planner.upload(input.body.reference_media, 'media');
    const storage = storageService(ctx);
    const dir = await mkdtemp(join(tmpdir(), 'fw-detect-'));
    try {
      const path = await storedFiles(storage, ctx.config.publicUrl).localPath(media, dir, 'media');
      return (await generationRuntime(ctx).faces.detect(path, media.kind)) as DetectFaceAnswer;
    } catch (error) {
      if (error instanceof EngineRefusal) {
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          translateMessage(refusalMessage(error.reason), requestLanguage(input.request)),
        );
      }
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
