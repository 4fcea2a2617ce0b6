import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { MODE } from '@framewise/contracts';
import type { Lane } from '../config';
import { taskDuration, taskFailures } from '../metrics';
import { runContributionChecks } from '../modules/gallery';
import { checkTask } from '../modules/generation';
import { CHECK_LEASE_MS, claimBatch, claimNext, claimStaleCheck, LANE_OF_MODE, type Task } from '../modules/tasks';
import { type RunOutcome, runTask, type WorkerDeps } from './run-task';
import { type SweepResult, sweepWorkDirs } from './work-dirs';

/** How often a worker removes the work folders of runs that died with their process. */
const WORK_SWEEP_MS = 10 * 60_000;
/** A work folder without a live lease for this long belongs to no run any more. */
const STALE_WORK_MS = 6 * 60 * 60_000;
/** An idle slot's wait doubles from pollMs up to this many poll intervals; a wake-up or a claimed task resets it. */
const IDLE_BACKOFF_FACTOR = 16;

/** Lane names of the configuration as the numbers stored on tasks. */
export const LANE_NUMBER: Readonly<Record<Lane, number>> = {
  fast: LANE_OF_MODE[MODE.FAST],
  normal: LANE_OF_MODE[MODE.NORMAL],
  relax: LANE_OF_MODE[MODE.RELAX],
};

export interface WorkerOptions {
  /** General slots: take every lane of `lanes`, fastest lane first. */
  concurrency: number;
  /** Slots that take only the fast lane. */
  fastSlots: number;
  lanes: readonly Lane[];
  leaseMs: number;
  /** An idle slot's first wait; later waits double up to IDLE_BACKOFF_FACTOR x this (wake-ups end them early). */
  pollMs: number;
  retryBaseMs: number;
  /** How often stale content checks and contribution checks are taken over (default 5 polls, at least 5 s). */
  sweepMs?: number;
  /** How often leftover work folders are removed (default 10 minutes; also once at start). */
  workSweepMs?: number;
}

/**
 * The generation worker of one process: claim loops per slot, a sweeper for unfinished checks and one for leftover
 * work folders.
 */
export class GenerationWorker {
  readonly id: string;
  private readonly stopper = new AbortController();
  private loops: Promise<void>[] = [];

  constructor(
    private readonly deps: WorkerDeps,
    private readonly options: WorkerOptions,
  ) {
    this.id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  /** The slots' lane sets. */
  slots(): number[][] {
    const general = this.options.lanes.map((l) => LANE_NUMBER[l]).sort((a, b) => a - b);
    return [
      ...Array.from({ length: this.options.concurrency }, () => general),
      ...Array.from({ length: this.options.fastSlots }, () => [LANE_NUMBER.fast]),
    ].filter((lanes) => lanes.length > 0);
  }

  start(): void {
    if (this.loops.length > 0) return;
    // Slots with the same lanes share one claimer, which fills all of them that are idle in one statement.
    const groups = new Map<string, ClaimGroup>();
    const groupOf = (lanes: number[]) => {
      const key = lanes.join(',');
      let group = groups.get(key);
      if (!group) {
        const workerId = `${this.id}/${groups.size}`;
        group = new ClaimGroup((limit) =>
          claimBatch(this.deps.db, { workerId, lanes, now: this.deps.now(), leaseMs: this.options.leaseMs, limit }),
        );
        groups.set(key, group);
      }
      return group;
    };
    this.loops = [
      ...this.slots().map((lanes) => this.slotLoop(groupOf(lanes))),
      this.every(this.options.sweepMs ?? Math.max(5000, this.options.pollMs * 5), 'worker sweep', () => this.sweep()),
      this.every(this.options.workSweepMs ?? WORK_SWEEP_MS, 'work folder sweep', () => this.sweepWorkDirs(), true),
    ];
    this.deps.log.info({ worker: this.id, slots: this.slots() }, 'generation worker started');
  }

  /** Stops claiming, gives running tasks back to the queue and waits for the slots to finish. */
  async stop(): Promise<void> {
    this.stopper.abort(new Error('worker stopping'));
    await Promise.all(this.loops);
    this.loops = [];
  }

  get stopping(): boolean {
    return this.stopper.signal.aborted;
  }

  /** Claims one task of lanes and runs it; undefined when none is claimable. */
  async runOnce(lanes: readonly number[] = [0, 1, 2], slotId = `${this.id}/once`): Promise<RunOutcome | undefined> {
    const task = await claimNext(this.deps.db, {
      workerId: slotId,
      lanes,
      now: this.deps.now(),
      leaseMs: this.options.leaseMs,
    });
    if (!task) return undefined;
    return this.run(task);
  }

  /** Runs a claimed task under the lease it was claimed with, timed by tool and outcome. */
  private async run(task: Task): Promise<RunOutcome> {
    const started = performance.now();
    const outcome = await runTask(this.deps, task, {
      workerId: task.lease_owner ?? '',
      leaseMs: this.options.leaseMs,
      retryBaseMs: this.options.retryBaseMs,
      stopping: this.stopper.signal,
    });
    taskDuration.observe({ tool: task.tool, outcome }, (performance.now() - started) / 1000);
    if (outcome === 'failed' || outcome === 'retry') taskFailures.inc({ tool: task.tool, outcome });
    return outcome;
  }

  /** Takes over content checks and contribution checks whose starter did not finish them. */
  async sweep(): Promise<void> {
    const { db, runtime, now } = this.deps;
    const checkDeps = { ...this.deps, moderation: runtime.moderation, signal: runtime.signal };
    for (
      let id = await claimStaleCheck(db, now(), CHECK_LEASE_MS);
      id;
      id = await claimStaleCheck(db, now(), CHECK_LEASE_MS)
    ) {
      await checkTask(checkDeps, id);
      if (this.stopping) return;
    }
    await runContributionChecks(this.deps, runtime.moderation);
  }

  /**
   * Removes the work folders that runs of dead workers left: those of tasks that ended or were taken over, never
   * one whose attempt still holds a lease (in any process) or runs in this one.
   */
  async sweepWorkDirs(): Promise<SweepResult> {
    const result = await sweepWorkDirs(this.deps.db, {
      dataDir: this.deps.config.dataDir,
      now: this.deps.now(),
      graceMs: this.options.leaseMs,
      staleMs: Math.max(STALE_WORK_MS, this.options.leaseMs * 2),
    });
    if (result.removed.length > 0) {
      this.deps.log.info({ worker: this.id, removed: result.removed.length }, 'removed leftover work folders');
    }
    return result;
  }

  private async slotLoop(group: ClaimGroup): Promise<void> {
    const { signal } = this.stopper;
    const { pollMs } = this.options;
    let idleMs = pollMs;
    while (!signal.aborted) {
      try {
        const task = await group.next();
        if (task) {
          idleMs = pollMs;
          await this.run(task);
          continue;
        }
        // Nothing claimable: sleep until a wake-up (a task queued in this or, through PostgreSQL, another process)
        // or a poll for what comes without one (retry times, leases of dead workers), polling less while idle.
        if ((await this.deps.runtime.signal.wait(idleMs, signal)) === 'woken') idleMs = pollMs;
        else idleMs = Math.min(idleMs * 2, pollMs * IDLE_BACKOFF_FACTOR);
      } catch (error) {
        this.deps.log.error({ err: error, worker: this.id }, 'worker slot failed; retrying after a pause');
        await this.deps.runtime.signal.wait(pollMs * 5, signal);
      }
    }
  }

  /** Runs job every `ms` until the worker stops (first at once when `now`); a failure waits for the next round. */
  private async every(ms: number, name: string, job: () => Promise<unknown>, now = false): Promise<void> {
    const { signal } = this.stopper;
    for (let first = true; !signal.aborted; first = false) {
      if (!(first && now)) await this.pause(ms);
      if (signal.aborted) return;
      try {
        await job();
      } catch (error) {
        this.deps.log.error({ err: error }, `${name} failed`);
      }
    }
  }

  private pause(ms: number): Promise<void> {
    const { signal } = this.stopper;
    // The listener goes with the timer, so rounds do not pile listeners up on the signal.
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}

/**
 * Claims for the idle slots of one lane set: slots asking at about the same moment (all woken by one wake-up) are
 * served by one batch claim, each getting one task or undefined.
 */
export class ClaimGroup {
  private waiting: { resolve: (task: Task | undefined) => void; reject: (error: unknown) => void }[] = [];
  private claiming = false;

  constructor(private readonly claim: (limit: number) => Promise<Task[]>) {}

  next(): Promise<Task | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      // After the current turn, so every slot a wake-up released has asked before the claim is sized.
      if (this.waiting.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    if (this.claiming || this.waiting.length === 0) return;
    this.claiming = true;
    const served = this.waiting.splice(0);
    try {
      const tasks = await this.claim(served.length);
      for (const [i, slot] of served.entries()) slot.resolve(tasks[i]);
    } catch (error) {
      for (const slot of served) slot.reject(error);
    } finally {
      this.claiming = false;
      if (this.waiting.length > 0) void this.flush();
    }
  }
}
