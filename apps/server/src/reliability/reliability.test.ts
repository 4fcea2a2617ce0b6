// The short form of the reliability suite (`npm run soak` is the long one): the production topology (2 API processes
// under cluster, 3 worker processes, one PostgreSQL, one storage directory) with simulated users over real HTTP, and
// each fault done once while they are on it. docs/reliability.md lists the promises and the latest figures.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broken } from './invariants';
import { type FaultName, formatReport, type RunReport, runLoad } from './run';
import { startTopology, type Topology } from './topology';

const USERS = Number(process.env.RELIABILITY_USERS ?? 50);
const SECONDS = Number(process.env.RELIABILITY_SECONDS ?? 30);
const FAULTS = (process.env.RELIABILITY_FAULTS ?? 'worker,api-notify,postgres,storage').split(',') as FaultName[];

let topology: Topology;
let report: RunReport;

beforeAll(async () => {
  const started = Date.now();
  topology = await startTopology({ apiProcesses: 2, workerProcesses: 3 });
  console.info(`topology up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  report = await runLoad(topology, {
    users: USERS,
    seconds: SECONDS,
    // Three generations per user would be 150 tasks for three worker slots; one each, all modes across users.
    modes: 'one',
    faults: FAULTS,
    drainSeconds: 240,
    print: (line) => console.info(line),
  });
  console.info(formatReport(report));
}, 600_000);

afterAll(async () => {
  if (process.env.RELIABILITY_LOGS && topology) {
    for (const role of [topology.api, topology.worker]) {
      writeFileSync(`${process.env.RELIABILITY_LOGS}/${role.name}.log`, role.output.join('\n'));
    }
  }
  await topology?.stop();
}, 30_000);

describe(`${USERS} users for ${SECONDS} s on 2 API + 3 worker processes, with faults`, () => {
  it('keeps every promise: no 5xx outside outages, nothing hung, lost, run or charged twice; ledger and orders right', () => {
    expect(broken(report.findings)).toEqual([]);
  });

  it('lets every user finish the whole journey (login, redeem, buy, upload, generate, publish, delete)', () => {
    expect(report.journeys.filter((j) => j.error).map((j) => `${j.index}: ${j.error}`)).toEqual([]);
    expect(report.journeys.filter((j) => j.region === 'cn').length).toBeGreaterThan(0);
    expect(report.journeys.filter((j) => j.region === 'global').length).toBeGreaterThan(0);
  });

  it('generated in all three modes: text to video, image to video and video to video', async () => {
    const tools = await topology.db.selectFrom('tasks').select('tool').distinct().execute();
    expect(tools).toHaveLength(3);
  });

  it('did each fault and recovered by itself', () => {
    expect(report.faults.map((f) => f.name)).toEqual([
      'kill -9 worker mid-task',
      'kill -9 API mid payment notify',
      'PostgreSQL restart',
      'storage read-only',
    ]);
    const notify = report.faults[1];
    expect(notify?.paidOrders).toHaveLength(6);
  });

  it('spreads the work over every worker process and keeps progress and queue positions right', () => {
    // Three worker slots plus the one restarted after its kill.
    expect(Object.keys(report.findings.doneByWorker).length).toBeGreaterThanOrEqual(3);
    expect(report.progressProblems).toEqual([]);
  });
});
