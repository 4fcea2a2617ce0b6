import { randomUUID } from 'node:crypto';
import { ErrorCode, type PlanPeriod, type Region } from '@framewise/contracts';
import type { Db } from '../../db';
import { AppError } from '../../http';
import { appliesToRegion } from '../../region';
import type { PackageRow } from '../membership';
import { PAY_ERRORS } from './errors';
import {
  activeOffersOfType,
  type CouponRow,
  couponForUpdate,
  couponUses,
  insertCoupon,
  normalizeCouponCode,
} from './repo';

/** Prices come from the server's catalogue (pay_packages, cents) and coupons only; a client's number is never read. */

/**
 * The package on sale for a type in a region: a plan for the period (null means month) or a
 * points package (its batchType is ignored). Other categories are not sold through orders.
 */
export async function findOffer(
  db: Db,
  region: Region,
  type: string,
  batchType: PlanPeriod | null,
): Promise<PackageRow | undefined> {
  const rows = await activeOffersOfType(db, region, type);
  return (
    rows.find((p) => p.category === 'VIP' && p.batch_type === (batchType ?? 'month') && p.plan_type) ??
    rows.find((p) => p.category === 'Point' && p.points > 0)
  );
}

export async function requireOffer(
  db: Db,
  region: Region,
  type: string,
  batchType: PlanPeriod | null,
): Promise<PackageRow> {
  const offer = await findOffer(db, region, type, batchType);
  if (!offer) throw new AppError(ErrorCode.NOT_FOUND, PAY_ERRORS.packageNotFound);
  return offer;
}

export interface CouponCheck {
  /** Who orders: their own open orders do not count against them. */
  userId: string;
  code: string;
  region: Region;
  currency: 'CNY' | 'USD';
  listAmount: number;
  now: Date;
}

/** The price after a coupon: never below one cent (a free order is a gift code's job). */
export function discounted(listAmount: number, coupon: Pick<CouponRow, 'percent_off' | 'amount_off'>): number {
  const off = coupon.percent_off ? Math.floor((listAmount * coupon.percent_off) / 100) : (coupon.amount_off ?? 0);
  return Math.max(1, listAmount - off);
}

/**
 * Checks a coupon and prices the order with it. Runs in the order's transaction holding the coupon row, so two
 * checkouts cannot both take its last use.
 */
export async function applyCoupon(trx: Db, input: CouponCheck): Promise<{ couponId: string; amount: number }> {
  const coupon = await couponForUpdate(trx, input.code);
  if (!coupon?.active) throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.coupon.invalid);
  if (coupon.expires_at && coupon.expires_at.getTime() <= input.now.getTime()) {
    throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.coupon.expired);
  }
  if (!appliesToRegion(coupon.region, input.region) || (coupon.currency && coupon.currency !== input.currency)) {
    throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.coupon.notApplicable);
  }
  if (coupon.max_uses !== null && (await couponUses(trx, coupon.id, input.now, input.userId)) >= coupon.max_uses) {
    throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.coupon.exhausted);
  }
  return { couponId: coupon.id, amount: discounted(input.listAmount, coupon) };
}

export interface NewCoupon {
  code: string;
  percentOff?: number;
  /** Cents of currency. */
  amountOff?: number;
  currency?: 'CNY' | 'USD';
  region?: Region;
  expiresAt?: Date;
  maxUses?: number;
}

/** Creates a coupon (operators and tests; none are seeded). */
export async function createCoupon(db: Db, input: NewCoupon, now: Date): Promise<CouponRow> {
  const code = normalizeCouponCode(input.code);
  if (!/^[A-Z0-9_-]{3,64}$/.test(code)) throw new RangeError('Coupon codes are 3-64 letters, digits, - or _');
  if ((input.percentOff === undefined) === (input.amountOff === undefined)) {
    throw new RangeError('A coupon takes either percentOff or amountOff');
  }
  if (input.amountOff !== undefined && !input.currency) throw new RangeError('amountOff needs its currency');
  return insertCoupon(db, {
    id: randomUUID(),
    code,
    percent_off: input.percentOff ?? null,
    amount_off: input.amountOff ?? null,
    currency: input.currency ?? null,
    region: input.region ?? null,
    expires_at: input.expiresAt ?? null,
    max_uses: input.maxUses ?? null,
    created_at: now,
  });
}
