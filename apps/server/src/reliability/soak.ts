// `npm run soak`: the long form of the reliability suite. SOAK_USERS simulated users (default 200) for SOAK_SECONDS
// (default 600; SOAK_DRAIN_SECONDS bounds the drain after it, default 600) on 2 API + 3 worker processes, every fault done again and again through the run; prints the report
// and exits 1 when a promise broke. Figures go to docs/reliability.md.
import { broken } from './invariants';
import { type FaultName, formatReport, runLoad } from './run';
import { startTopology } from './topology';

const users = Number(process.env.SOAK_USERS ?? 200);
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
// SOAK_MODES=one: one generation per user (a quicker proof run); default all three.
const modes = process.env.SOAK_MODES === 'one' ? 'one' : 'all';
const drainSeconds = Number(process.env.SOAK_DRAIN_SECONDS ?? 600);
const ALL: FaultName[] = ['worker', 'api-notify', 'postgres', 'storage'];
// One fault about every 30 s through the first 80% of the run, so the last ones recover under load too.
const rounds = Math.max(1, Math.floor((seconds * 0.8) / (30 * ALL.length)));
const faults = Array.from({ length: rounds }, () => ALL).flat();

const started = Date.now();
const topology = await startTopology({ apiProcesses: 2, workerProcesses: 3 });
console.info(`topology up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
let failed = true;
try {
  const report = await runLoad(topology, {
    users,
    seconds,
    modes,
    faults,
    faultDelaySeconds: 10,
    faultGapSeconds: 20,
    drainSeconds,
    print: (line) => console.info(line),
  });
  console.info(formatReport(report));
  const problems = [
    ...broken(report.findings),
    ...report.progressProblems,
    ...report.journeys.flatMap((j) => (j.error ? [`journey ${j.index}: ${j.error}`] : [])),
  ];
  for (const p of problems.slice(0, 50)) console.error(`BROKEN ${p}`);
  console.info(problems.length === 0 ? 'soak passed: every promise held' : `soak FAILED: ${problems.length} problems`);
  failed = problems.length > 0;
} finally {
  await topology.stop();
}
process.exit(failed ? 1 : 0);
