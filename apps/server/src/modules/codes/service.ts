import { ErrorCode, type ExchangeAnswer, PLAN_PERIODS, type PlanPeriod, type Region } from '@framewise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { AppError } from '../../http';
import { findPlan, grantPlanPeriod } from '../membership';
import { createPointsService, type PointsDeps, runInTransaction } from '../points';
import { codeHint, formatCode, hashCode, newCode, normalizeCode } from './code-format';
import {
  attemptsSince,
  codeForUpdate,
  insertBatch,
  lockRedeemer,
  markAttemptOk,
  markRedeemed,
  recordAttempt,
} from './repo';

/** Message keys of code redemption (packages/i18n resources/membership-errors.ts). */
export const CODE_ERRORS = {
  invalid: 'membershipErrors.codes.invalid',
  used: 'membershipErrors.codes.used',
  expired: 'membershipErrors.codes.expired',
  tooManyForUser: 'membershipErrors.codes.tooManyForUser',
  tooManyForNetwork: 'membershipErrors.codes.tooManyForNetwork',
} as const;

type Refusal = keyof typeof CODE_ERRORS;

const REFUSAL_CODE: Record<Refusal, number> = {
  invalid: ErrorCode.BAD_REQUEST,
  used: ErrorCode.CONFLICT,
  expired: ErrorCode.BAD_REQUEST,
  tooManyForUser: ErrorCode.RATE_LIMITED,
  tooManyForNetwork: ErrorCode.RATE_LIMITED,
};

const HOUR_MS = 60 * 60 * 1000;
const ATTEMPTS_KEPT_MS = 24 * HOUR_MS;

export const MAX_CODES_PER_BATCH = 10_000;
export const MAX_POINTS_PER_CODE = 1_000_000;

export interface CodeDeps extends PointsDeps {
  config: PointsDeps['config'] & Pick<Config, 'codes'>;
}

export interface CreateCodesInput {
  count: number;
  /** Permanent points per code, or */
  points?: number;
  /** a plan period per code. */
  planType?: string;
  period?: PlanPeriod;
  /** Redeemable before this instant; null or absent: no expiry. */
  expiresAt?: Date | null;
  note?: string;
}

export class CodeBatchError extends Error {
  override name = 'CodeBatchError';
}

/** Creates a batch of single-use codes and returns them printed (the database keeps only their hashes). */
export async function createCodes(
  db: Db,
  input: CreateCodesInput,
  now: Date,
): Promise<{ batchId: string; codes: string[] }> {
  const { count } = input;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_CODES_PER_BATCH) {
    throw new CodeBatchError(`count must be a whole number from 1 to ${MAX_CODES_PER_BATCH}`);
  }
  const byPoints = input.points !== undefined;
  const byPlan = input.planType !== undefined || input.period !== undefined;
  if (byPoints === byPlan) throw new CodeBatchError('a code grants either points or a plan period (with its period)');
  if (byPoints) {
    const points = input.points ?? 0;
    if (!Number.isSafeInteger(points) || points < 1 || points > MAX_POINTS_PER_CODE) {
      throw new CodeBatchError(`points must be a whole number from 1 to ${MAX_POINTS_PER_CODE}`);
    }
  } else {
    if (input.planType === undefined || input.period === undefined) {
      throw new CodeBatchError('a plan code needs both the plan type and the period');
    }
    if (!PLAN_PERIODS.includes(input.period)) {
      throw new CodeBatchError(`period must be one of ${PLAN_PERIODS.join(', ')}`);
    }
    if (!(await findPlan(db, input.planType))) throw new CodeBatchError(`unknown plan type ${input.planType}`);
  }
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new CodeBatchError('the expiry must be in the future');
  }
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newCode());
  const batchId = await runInTransaction(db, (trx) =>
    insertBatch(trx, {
      points: byPoints ? (input.points ?? 0) : 0,
      planType: byPoints ? null : (input.planType ?? null),
      period: byPoints ? null : (input.period ?? null),
      expiresAt: input.expiresAt ?? null,
      note: input.note ?? '',
      codes: [...codes].map((c) => ({ hash: hashCode(c), hint: codeHint(c) })),
      now,
    }),
  );
  return { batchId, codes: [...codes].map(formatCode) };
}

export interface RedeemInput {
  userId: string;
  code: string;
  ip: string;
  region: Region;
}

type Outcome = { ok: true; answer: ExchangeAnswer } | { ok: false; refusal: Refusal };

/**
 * POST /api/pay/exchange. In one transaction: the per-user and per-IP limits (every try counts, right or wrong),
 * the code row locked FOR UPDATE, marked used, and its points or plan period granted under the code's unique
 * reference, so of any number of concurrent tries exactly one redeems it. A refused try still commits its
 * attempt row before the refusal is thrown.
 */
export async function redeemCode(deps: CodeDeps, input: RedeemInput): Promise<ExchangeAnswer> {
  const { redeemPerUserPerHour, redeemPerIpPerHour } = deps.config.codes;
  const outcome = await runInTransaction(deps.db, async (trx): Promise<Outcome> => {
    const now = deps.now();
    await lockRedeemer(trx, input.userId, input.ip);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if ((await attemptsSince(trx, 'user_uuid', input.userId, hourAgo)) >= redeemPerUserPerHour) {
      return { ok: false, refusal: 'tooManyForUser' };
    }
    if ((await attemptsSince(trx, 'ip', input.ip, hourAgo)) >= redeemPerIpPerHour) {
      return { ok: false, refusal: 'tooManyForNetwork' };
    }
    const attemptId = await recordAttempt(trx, {
      userUuid: input.userId,
      ip: input.ip,
      now,
      keepAfter: new Date(now.getTime() - ATTEMPTS_KEPT_MS),
    });
    const normalized = normalizeCode(input.code);
    if (!normalized) return { ok: false, refusal: 'invalid' };
    const found = await codeForUpdate(trx, hashCode(normalized));
    if (!found) return { ok: false, refusal: 'invalid' };
    const { code, batch } = found;
    if (code.redeemed_at !== null) return { ok: false, refusal: 'used' };
    if (batch.expires_at && batch.expires_at.getTime() <= now.getTime()) return { ok: false, refusal: 'expired' };
    if (!(await markRedeemed(trx, code.id, input.userId, now))) return { ok: false, refusal: 'used' };

    let answer: ExchangeAnswer;
    if (batch.plan_type && batch.batch_type) {
      await grantPlanPeriod(
        deps,
        {
          userId: input.userId,
          planType: batch.plan_type,
          period: batch.batch_type,
          idempotencyKey: `code:${code.id}`,
          reason: `code ${code.hint}`,
        },
        trx,
      );
      answer = { points: 0, vip_type: batch.plan_type };
    } else {
      await createPointsService(deps).grant(
        {
          userId: input.userId,
          kind: 'permanent',
          amount: batch.points,
          sourceRef: `code:${code.id}`,
          reason: `code ${code.hint}`,
          region: input.region,
        },
        trx,
      );
      answer = { points: batch.points, vip_type: null };
    }
    await markAttemptOk(trx, attemptId);
    return { ok: true, answer };
  });
  if (!outcome.ok) throw new AppError(REFUSAL_CODE[outcome.refusal], CODE_ERRORS[outcome.refusal]);
  return outcome.answer;
}
