import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PLAN_PERIODS, type PlanPeriod, REGIONS, type Region } from '@framewise/contracts';
import { type Config, ConfigError, loadConfig } from '../config';
import type { Db } from '../db';
import { databaseTarget, migrate, openDatabase } from '../db';
import { CodeBatchError, createCodes, MAX_CODES_PER_BATCH } from '../modules/codes';
import { startOfDate } from '../modules/points';

/**
 * The codes:create admin command (entry point codes-create.ts): creates a batch of gift / activation codes and
 * prints them, one a line, on stdout (the summary goes to stderr, so `> codes.txt` keeps only codes). Uses the
 * server's own configuration (DATA_DIR or DATABASE_URL) and applies pending migrations first, as the server does.
 *
 *   pnpm --filter @framewise/server codes:create --points 100 --count 50 --expires 2027-01-01
 *   pnpm --filter @framewise/server codes:create --plan PRO --period month --count 10
 */
export const USAGE = `Usage: codes:create (--points N | --plan TYPE --period ${PLAN_PERIODS.join('|')}) [options]

  --points N          permanent points each code grants
  --plan TYPE         plan each code grants a period of (NORMAL, BASE, HIGH, PRO, VIP2_PRO, GLOBAL_BASE, ...)
  --period P          ${PLAN_PERIODS.join(', ')} (with --plan)
  --count N           how many codes (default 1, at most ${MAX_CODES_PER_BATCH})
  --expires DATE      codes stop working at 00:00 of this date (YYYY-MM-DD, business time of --region) or at an
                      ISO 8601 instant (2027-01-01T12:00:00+08:00); default: never
  --region R          cn or global: the time zone of --expires (default: the deployment's region, else cn)
  --note TEXT         a label kept with the batch
  --help              this text`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface CodesCreateOptions {
  count: number;
  points?: number;
  planType?: string;
  period?: PlanPeriod;
  /** As typed; resolved against the region's time zone by resolveExpiry. */
  expires?: string;
  region?: Region;
  note?: string;
  help: boolean;
}

function wholeNumber(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/** Parses the command line; throws UsageError with a message for the admin. */
export function parseCodesCreateArgs(argv: readonly string[]): CodesCreateOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        points: { type: 'string' },
        plan: { type: 'string' },
        period: { type: 'string' },
        count: { type: 'string' },
        expires: { type: 'string' },
        region: { type: 'string' },
        note: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { count: 1, help: true };
  const str = (name: string) => values[name] as string | undefined;
  const points = wholeNumber('points', str('points'));
  const count = wholeNumber('count', str('count')) ?? 1;
  const period = str('period');
  if (period !== undefined && !PLAN_PERIODS.includes(period as PlanPeriod)) {
    throw new UsageError(`--period must be one of ${PLAN_PERIODS.join(', ')}, got "${period}"`);
  }
  const region = str('region');
  if (region !== undefined && !REGIONS.includes(region as Region)) {
    throw new UsageError(`--region must be one of ${REGIONS.join(', ')}, got "${region}"`);
  }
  const planType = str('plan')?.trim().toUpperCase();
  if (points === undefined && planType === undefined) throw new UsageError('give --points N or --plan TYPE --period P');
  if (points !== undefined && (planType !== undefined || period !== undefined)) {
    throw new UsageError('--points cannot be combined with --plan or --period');
  }
  if (planType !== undefined && period === undefined) throw new UsageError('--plan needs --period');
  if (planType === undefined && period !== undefined) throw new UsageError('--period needs --plan');
  return {
    count,
    help: false,
    ...(points !== undefined ? { points } : {}),
    ...(planType !== undefined ? { planType } : {}),
    ...(period !== undefined ? { period: period as PlanPeriod } : {}),
    ...(str('expires') !== undefined ? { expires: str('expires') } : {}),
    ...(region !== undefined ? { region: region as Region } : {}),
    ...(str('note') !== undefined ? { note: str('note') } : {}),
  };
}

/** --expires as an instant: a date is 00:00 business time of the region, anything else must be ISO 8601. */
export function resolveExpiry(raw: string | undefined, timeZone: string): Date | null {
  if (raw === undefined) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const at = startOfDate(raw, timeZone);
    if (!at) throw new UsageError(`--expires: no such date "${raw}"`);
    return at;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) {
    throw new UsageError(`--expires must be YYYY-MM-DD or an ISO 8601 instant with a zone, got "${raw}"`);
  }
  const at = new Date(raw);
  if (Number.isNaN(at.getTime())) throw new UsageError(`--expires: not a valid instant "${raw}"`);
  return at;
}

/** The region whose business time zone reads --expires. */
export function expiryRegion(options: CodesCreateOptions, config: Pick<Config, 'regions'>): Region {
  if (options.region) return options.region;
  if (options.planType?.startsWith('GLOBAL')) return 'global';
  return config.regions.length === 1 && config.regions[0] ? config.regions[0] : 'cn';
}

/**
 * PGlite is a single process: a second one on the same data directory would corrupt it. PGlite keeps a
 * postmaster.pid there while it is open.
 */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postmaster.pid'));
}

export interface RunResult {
  codes: string[];
  summary: string;
}

/** Creates the batch on an open, migrated database. */
export async function runCodesCreate(
  db: Db,
  options: CodesCreateOptions,
  config: Pick<Config, 'regions' | 'businessTimeZones'>,
  now: Date,
): Promise<RunResult> {
  const region = expiryRegion(options, config);
  const expiresAt = resolveExpiry(options.expires, config.businessTimeZones[region]);
  const { batchId, codes } = await createCodes(
    db,
    {
      count: options.count,
      ...(options.points !== undefined ? { points: options.points } : {}),
      ...(options.planType !== undefined ? { planType: options.planType } : {}),
      ...(options.period !== undefined ? { period: options.period } : {}),
      expiresAt,
      ...(options.note !== undefined ? { note: options.note } : {}),
    },
    now,
  );
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const grants =
    options.points !== undefined ? plural(options.points, 'point') : `one ${options.period} of ${options.planType}`;
  const until = expiresAt ? `until ${expiresAt.toISOString()}` : 'with no expiry';
  return { codes, summary: `created ${plural(codes.length, 'code')} (batch ${batchId}), each for ${grants}, ${until}` };
}

/** The whole command: returns the process exit code. */
export async function codesCreateMain(argv: readonly string[]): Promise<number> {
  let options: CodesCreateOptions;
  let config: Config;
  try {
    options = parseCodesCreateArgs(argv);
    if (options.help) {
      console.info(USAGE);
      return 0;
    }
    config = loadConfig();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 1;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const target = databaseTarget(config);
  if (target.kind === 'pglite' && target.dataDir && pgliteInUse(target.dataDir)) {
    console.error(
      `The embedded database in ${target.dataDir} is open in another process (the server?). PGlite allows one ` +
        'process at a time: stop the server, run this command, start the server again. If no server is running, ' +
        'a crash left postmaster.pid behind: start and stop the server once to clear it.',
    );
    return 1;
  }
  const db = await openDatabase(target);
  try {
    await migrate(db);
    const result = await runCodesCreate(db, options, config, new Date());
    for (const code of result.codes) process.stdout.write(`${code}\n`);
    console.error(result.summary);
    return 0;
  } catch (error) {
    if (error instanceof CodeBatchError || error instanceof UsageError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}
