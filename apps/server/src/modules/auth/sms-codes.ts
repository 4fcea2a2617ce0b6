import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db';
import {
  HOUR_MS,
  LOGIN_ROWS_KEPT_MS,
  SMS_CODE_DIGITS,
  SMS_CODE_TTL_MS,
  SMS_DAY_MS,
  SMS_MAX_WRONG_TRIES,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_PHONE_PER_DAY,
  SMS_RESEND_INTERVAL_MS,
} from './constants';
import {
  countLoginRowsSince,
  deleteLoginRowsBefore,
  deleteSmsCode,
  insertSmsCode,
  latestSmsCode,
  lockKey,
  markSmsCode,
} from './repo';

/**
 * SMS login codes. Every rule is decided in the database under transaction-scoped advisory locks (one per phone,
 * one per client address), so the limits hold across any number of server processes.
 */

/** Mainland numbers as 11 digits: '+8613800000000', '008613800000000' and '13800000000' are one phone. */
export function normalizePhone(phone: string): string {
  return phone.replace(/^(\+86|0086)/, '');
}

export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
}

/** Codes are stored as an HMAC keyed by the session secret, bound to the phone: a leaked table reveals none. */
export function hashSmsCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`sms-code:${phone}:${code}`).digest('hex');
}

const LOCK_PHONE = 7301;
const LOCK_IP = 7302;
export const LOCK_QR_IP = 7303;

export async function lockPhone(trx: Db, phone: string): Promise<void> {
  await lockKey(trx, LOCK_PHONE, phone);
}

export type SmsRefusal = 'tooSoon' | 'dailyLimit' | 'ipLimit';

/**
 * Records a new code for phone unless a limit refuses it: one per 60 s and 10 per rolling 24 h per phone, 30 per
 * rolling hour per client address. Returns the row id (to withdraw it if sending fails) and the plain code.
 */
export async function issueSmsCode(
  db: Db,
  input: { phone: string; ip: string; now: Date; secret: string },
): Promise<{ ok: true; id: number; code: string } | { ok: false; refusal: SmsRefusal }> {
  const { phone, ip, now } = input;
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, LOCK_PHONE, phone);
    await lockKey(trx, LOCK_IP, ip);
    const last = await latestSmsCode(trx, phone);
    if (last && now.getTime() - last.created_at.getTime() < SMS_RESEND_INTERVAL_MS) {
      return { ok: false, refusal: 'tooSoon' } as const;
    }
    const since = (ms: number) => new Date(now.getTime() - ms);
    if ((await countLoginRowsSince(trx, 'sms_codes', 'phone', phone, since(SMS_DAY_MS))) >= SMS_PER_PHONE_PER_DAY) {
      return { ok: false, refusal: 'dailyLimit' } as const;
    }
    if ((await countLoginRowsSince(trx, 'sms_codes', 'ip', ip, since(HOUR_MS))) >= SMS_PER_IP_PER_HOUR) {
      return { ok: false, refusal: 'ipLimit' } as const;
    }
    await deleteLoginRowsBefore(trx, 'sms_codes', since(LOGIN_ROWS_KEPT_MS));
    const code = newSmsCode();
    const id = await insertSmsCode(trx, {
      phone,
      code_hash: hashSmsCode(input.secret, phone, code),
      ip,
      created_at: now,
      expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS),
      consumed_at: null,
    });
    return { ok: true, id, code } as const;
  });
}

/** Takes back a code whose text message could not be sent, so it neither works nor counts against the limits. */
export async function withdrawSmsCode(db: Db, id: number): Promise<void> {
  await deleteSmsCode(db, id);
}

/** ok: consumed now. wrong: counted as a wrong try. expired: none valid (never sent, used, or too old). */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * Checks code against the latest code sent to phone, inside the caller's transaction (which must commit even on
 * 'wrong', so the wrong try is counted). A code is single use; after 5 wrong tries it is dead.
 */
export async function consumeSmsCode(
  trx: Db,
  input: { phone: string; code: string; now: Date; secret: string },
): Promise<CodeCheck> {
  await lockKey(trx, LOCK_PHONE, input.phone);
  const row = await latestSmsCode(trx, input.phone);
  if (!row || row.consumed_at !== null || row.expires_at.getTime() <= input.now.getTime()) return 'expired';
  if (row.attempts >= SMS_MAX_WRONG_TRIES) return 'locked';
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashSmsCode(input.secret, input.phone, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await markSmsCode(trx, row.id, { wrongTry: true });
    return 'wrong';
  }
  await markSmsCode(trx, row.id, { consumedAt: input.now });
  return 'ok';
}
