import { ErrorCode, PLAN_PERIODS } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http';
import { CodeBatchError, createCodes, MAX_CODES_PER_BATCH } from './service';

export const TEST_CODES_PATH = '/api/test/codes';

const testCodesBody = z.object({
  count: z.number().int().min(1).max(MAX_CODES_PER_BATCH).default(1),
  points: z.number().int().positive().optional(),
  plan: z.string().min(1).max(64).optional(),
  period: z.enum(PLAN_PERIODS).optional(),
  /** ISO 8601 instant. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * POST /api/test/codes: creates codes while the server runs, for e2e (the codes:create command cannot open an
 * embedded database the server holds). Mounted only with FRAMEWISE_TEST_HOOKS=1, which production refuses.
 */
export function registerCodeTestHooks(app: FastifyInstance): void {
  app.post(TEST_CODES_PATH, async (request) => {
    const parsed = testCodesBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(ErrorCode.BAD_REQUEST, parsed.error.issues[0]?.message ?? 'Invalid body');
    const b = parsed.data;
    try {
      const { codes } = await createCodes(
        app.ctx.db,
        {
          count: b.count,
          ...(b.points !== undefined ? { points: b.points } : {}),
          ...(b.plan !== undefined ? { planType: b.plan } : {}),
          ...(b.period !== undefined ? { period: b.period } : {}),
          expiresAt: b.expiresAt ? new Date(b.expiresAt) : null,
        },
        app.ctx.now(),
      );
      return { code: ErrorCode.OK, data: { codes }, msg: 'ok' };
    } catch (error) {
      if (error instanceof CodeBatchError) throw new AppError(ErrorCode.BAD_REQUEST, error.message);
      throw error;
    }
  });
}
