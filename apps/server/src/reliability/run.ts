/**
 * One reliability run: N simulated users for a while against a started topology, the faults done one after another
 * while they are on it, then the drain (every task settles) and the checks. Used by the short form in the test suite
 * and by `npm run soak`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TASK_STATUS } from '@framewise/contracts';
import sharp from 'sharp';
import { CallLog } from './client';
import { type FaultReport, killApiMidNotify, killWorkerMidTask, restartPostgres, storageReadOnly } from './faults';
import { checkInvariants, type Findings } from './invariants';
import { type JourneyResult, runJourney, type StatusEntry } from './journey';
import { type Topology, until } from './topology';

export type FaultName = 'worker' | 'api-notify' | 'postgres' | 'storage';

export interface RunOptions {
  users: number;
  seconds: number;
  /** Generation modes per user (journey.ts): the short form gives each user one, the soak all three. */
  modes: 'all' | 'one';
  /** Done in this order, the first `faultDelaySeconds` after the start, then `faultGapSeconds` apart. */
  faults: FaultName[];
  faultDelaySeconds?: number;
  faultGapSeconds?: number;
  /** How long journeys may take after the load ends to finish what they started. */
  drainSeconds: number;
  print?: (line: string) => void;
}

export interface RunReport {
  journeys: JourneyResult[];
  faults: FaultReport[];
  findings: Findings;
  /** Topology: status2 showed progress going down without a retry, a position on a task not queued, or two queued tasks at one position. */
  progressProblems: string[];
  latencies: ReturnType<CallLog['latencies']>;
  calls: number;
  seconds: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real photo-like PNG (gradient and noise) and a 2 s H.264 clip made by ffmpeg. */
async function media(): Promise<{ image: Buffer; video: Buffer }> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) * 0.8;
    pixels[i * 3 + 1] = Math.floor(i / width);
    pixels[i * 3 + 2] = (i * 7919) % 256;
  }
  const image = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const dir = mkdtempSync(join(tmpdir(), 'fw-rel-media-'));
  try {
    const file = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=24',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      file,
    ]);
    return { image, video: readFileSync(file) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function redeemCodes(topology: Topology, count: number): Promise<string[]> {
  const codes: string[] = [];
  while (codes.length < count) {
    const res = await fetch(`${topology.base}/api/test/codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: Math.min(100, count - codes.length), points: 300 }),
    });
    const body = (await res.json()) as { code: number; data: { codes: string[] }; msg: string };
    if (body.code !== 0) throw new Error(`creating codes: ${body.msg}`);
    codes.push(...body.data.codes);
  }
  return codes;
}

export async function runLoad(topology: Topology, options: RunOptions): Promise<RunReport> {
  const print = options.print ?? (() => {});
  const started = Date.now();
  const { image, video } = await media();
  const codes = await redeemCodes(topology, options.users);
  const log = new CallLog();
  const target = { host: '127.0.0.1', port: topology.port };
  const endsAt = Date.now() + options.seconds * 1000;
  const deadline = endsAt + options.drainSeconds * 1000;

  // What users saw in status2, checked after the run (a task retried after a fault may rightly start again at 0).
  const seen = new Map<string, { progress: number; status: number }>();
  const sightings: { task: string; problem: string }[] = [];
  const onStatus = (entries: StatusEntry[]) => {
    const ahead = entries.filter((e) => e.status === TASK_STATUS.QUEUED).map((e) => e.queuePosition);
    if (new Set(ahead).size !== ahead.length)
      sightings.push({ task: '', problem: `one answer put two tasks at one position: ${ahead.join(',')}` });
    for (const e of entries) {
      const last = seen.get(e.id);
      const queued = e.status === TASK_STATUS.QUEUED;
      if (queued !== (e.queuePosition !== null))
        sightings.push({ task: '', problem: `${e.id} status ${e.status} with position ${e.queuePosition}` });
      if (last && e.progress < last.progress && e.status !== TASK_STATUS.QUEUED) {
        sightings.push({ task: e.id, problem: `${e.id} progress ${last.progress} -> ${e.progress}` });
      }
      if (e.status === TASK_STATUS.SUCCESS && e.progress !== 100)
        sightings.push({ task: '', problem: `${e.id} done at ${e.progress}%` });
      seen.set(e.id, { progress: e.progress, status: e.status });
    }
  };

  print(`${options.users} users for ${options.seconds} s; faults: ${options.faults.join(', ') || 'none'}`);
  const journeys = Promise.all(
    Array.from({ length: options.users }, (_, index) =>
      // Arrivals spread over the first seconds, as real users do.
      pause((index * 2000) / options.users).then(() =>
        runJourney({
          index,
          target,
          log,
          code: codes[index] ?? '',
          image,
          video,
          modes: options.modes,
          endsAt,
          deadline,
          onStatus,
        }),
      ),
    ),
  );

  const faults: FaultReport[] = [];
  const faulting = (async () => {
    await pause((options.faultDelaySeconds ?? 3) * 1000);
    for (const [i, name] of options.faults.entries()) {
      if (i > 0) await pause((options.faultGapSeconds ?? 0) * 1000);
      const report =
        name === 'worker'
          ? await killWorkerMidTask(topology, target)
          : name === 'api-notify'
            ? await killApiMidNotify(topology, target)
            : name === 'postgres'
              ? await restartPostgres(topology, 3000)
              : await storageReadOnly(topology, 3000);
      print(`fault: ${report.name}: ${report.detail}; recovered in ${report.recoverySeconds?.toFixed(1) ?? '-'} s`);
      faults.push(report);
    }
  })();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const [results] = await Promise.all([
    journeys.then((r) => {
      print(`journeys done at ${elapsed()}`);
      return r;
    }),
    faulting.then(() => print(`faults done at ${elapsed()}`)),
  ]);

  // Drain: tasks retried after a fault may still run.
  await until(
    'every task to settle',
    async () => {
      const open = await topology.db
        .selectFrom('tasks')
        .select('id')
        .where('status', 'in', [TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING, TASK_STATUS.UNDER_CHECK])
        .execute();
      return open.length === 0;
    },
    options.drainSeconds,
    [topology.api, topology.worker],
  ).catch((error: Error) => print(error.message.split('\n')[0] ?? ''));

  print(`drained at ${elapsed()}`);
  const paidOrders = [...results.flatMap((j) => j.paidOrders), ...faults.flatMap((f) => f.paidOrders ?? [])];
  const findings = await checkInvariants(topology, log, faults, paidOrders);
  const retried = new Set(
    (await topology.db.selectFrom('tasks').select('id').where('attempts', '>', 1).execute()).map((t) => t.id),
  );
  const progressProblems = sightings.filter((s) => !retried.has(s.task)).map((s) => s.problem);
  return {
    journeys: results,
    faults,
    findings,
    progressProblems,
    latencies: log.latencies(),
    calls: log.records.length,
    seconds: (Date.now() - started) / 1000,
  };
}

/** The report as text: faults, latency per call, the tasks and orders, what broke. */
export function formatReport(report: RunReport): string {
  const lines = [
    `calls ${report.calls}, ${report.seconds.toFixed(0)} s; tasks ${report.findings.tasks.total} (${report.findings.tasks.succeeded} done, ${report.findings.tasks.failedAndRefunded} failed and refunded, ${report.findings.tasks.retried} retried); orders paid ${report.findings.orders.paid}; 503s in outages ${report.findings.unavailableAnswers}; notifies answered "deliver again" ${report.findings.notifyRefusals}`,
    `tasks done per worker process: ${JSON.stringify(report.findings.doneByWorker)}`,
    ...report.faults.map((f) => `fault ${f.name}: ${f.detail}; recovery ${f.recoverySeconds?.toFixed(1) ?? '-'} s`),
    'call                              count    p50 ms   p99 ms   max ms',
    ...report.latencies.map(
      (l) =>
        `${l.name.padEnd(32)} ${String(l.count).padStart(6)} ${String(l.p50).padStart(9)} ${String(l.p99).padStart(8)} ${String(l.max).padStart(8)}`,
    ),
  ];
  const unfinished = report.journeys.filter((j) => j.error);
  for (const j of unfinished.slice(0, 10))
    lines.push(`journey ${j.index} (${j.region}) stopped after ${j.steps.join(',') || 'nothing'}: ${j.error}`);
  return lines.join('\n');
}
