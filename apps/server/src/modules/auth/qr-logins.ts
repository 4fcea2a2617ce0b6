import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { createUser, findIdentity, findUser, fitNickname, linkIdentity, type UserRow } from '../users';
import { HOUR_MS, LOGIN_ROWS_KEPT_MS, QR_BIND_WINDOW_MS, QR_PER_IP_PER_HOUR, QR_TTL_MS } from './constants';
import { countLoginRowsSince, deleteLoginRowsBefore, findQrLogin, insertQrLogin, lockKey, updateQrLogin } from './repo';
import { LOCK_QR_IP } from './sms-codes';
import type { WechatProfile } from './wechat';

/**
 * WeChat QR logins: the browser asks for a QR code under a uuid it made, WeChat (or the sandbox) confirms the
 * scan, and the browser's poll turns it into a session. Only the browser holding the key cookie it got with the
 * QR code may poll it or bind a phone to it, so a uuid seen over a shoulder is worth nothing.
 */

export function newBrowserKey(): string {
  return randomBytes(16).toString('base64url');
}

export function hashBrowserKey(key: string): string {
  return createHash('sha256').update(`qr-browser:${key}`).digest('hex');
}

export type CreateQrResult = 'ok' | 'taken' | 'rateLimited';

export async function createQrLogin(
  db: Db,
  input: { uuid: string; browserKey: string; ip: string; now: Date },
): Promise<CreateQrResult> {
  const { now } = input;
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, LOCK_QR_IP, input.ip);
    const since = (ms: number) => new Date(now.getTime() - ms);
    if ((await countLoginRowsSince(trx, 'qr_logins', 'ip', input.ip, since(HOUR_MS))) >= QR_PER_IP_PER_HOUR) {
      return 'rateLimited';
    }
    await deleteLoginRowsBefore(trx, 'qr_logins', since(LOGIN_ROWS_KEPT_MS));
    const inserted = await insertQrLogin(trx, {
      uuid: input.uuid,
      browser_hash: hashBrowserKey(input.browserKey),
      ip: input.ip,
      status: 'pending',
      user_uuid: null,
      created_at: now,
      expires_at: new Date(now.getTime() + QR_TTL_MS),
      scanned_at: null,
    });
    return inserted ? 'ok' : 'taken';
  });
}

/** The QR login of uuid if this browser made it. */
async function ownQrLogin(db: Db, uuid: string, browserKey: string | undefined, forUpdate = false) {
  if (!browserKey) return undefined;
  const row = await findQrLogin(db, uuid, forUpdate);
  return row && row.browser_hash === hashBrowserKey(browserKey) ? row : undefined;
}

export type PollResult =
  | { status: 'pending' | 'expired' | 'need_phone' }
  | { status: 'logged_in'; userUuid: string }
  | { status: 'not_found' };

/**
 * One poll. pending until scanned, expired 5 minutes after creation; after the scan logged_in once (the caller
 * starts the session) when the account has a phone, else need_phone. A QR login that already logged in reads
 * expired, so it yields exactly one session. Runs in the caller's transaction, which starts that session too.
 */
export async function pollQrLogin(
  trx: Db,
  input: { uuid: string; browserKey: string | undefined; now: Date },
): Promise<PollResult> {
  const now = input.now.getTime();
  const row = await ownQrLogin(trx, input.uuid, input.browserKey, true);
  if (!row) return { status: 'not_found' };
  if (row.status === 'pending') return { status: row.expires_at.getTime() <= now ? 'expired' : 'pending' };
  if (row.status === 'done') return { status: 'expired' };
  const user = row.user_uuid ? await findUser(trx, row.user_uuid) : undefined;
  if (!user || now - (row.scanned_at?.getTime() ?? 0) > QR_BIND_WINDOW_MS) return { status: 'expired' };
  const next = user.phone ? 'done' : 'need_phone';
  if (next !== row.status) await updateQrLogin(trx, row.uuid, { status: next });
  return user.phone ? { status: 'logged_in', userUuid: user.uuid } : { status: 'need_phone' };
}

export type ScanResult = { ok: true; user: UserRow } | { ok: false; reason: 'not_found' | 'expired' | 'used' };

/** The WeChat subject: unionid when WeChat gives one (it links our apps), else the openid. */
export function wechatSubject(profile: Pick<WechatProfile, 'openid' | 'unionid'>): string {
  return profile.unionid ?? profile.openid;
}

/**
 * The person confirmed the scan (WeChat callback or sandbox page): their WeChat identity is found or a new
 * account (without phone) is made for it, and the QR login moves to scanned.
 */
export async function completeQrScan(
  db: Db,
  input: { uuid: string; profile: WechatProfile; now: Date; fallbackNickname: string },
): Promise<ScanResult> {
  const { now, profile } = input;
  return db.transaction().execute(async (trx): Promise<ScanResult> => {
    const row = await findQrLogin(trx, input.uuid, true);
    if (!row) return { ok: false, reason: 'not_found' };
    if (row.status !== 'pending') return { ok: false, reason: 'used' };
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    const user = await wechatUser(trx, profile, now, input.fallbackNickname);
    await updateQrLogin(trx, row.uuid, { status: 'scanned', user_uuid: user.uuid, scanned_at: now });
    return { ok: true, user };
  });
}

/** The account of a WeChat person, made on first sight. */
async function wechatUser(trx: Db, profile: WechatProfile, now: Date, fallbackNickname: string): Promise<UserRow> {
  const subject = wechatSubject(profile);
  const identity = await findIdentity(trx, 'wechat', subject);
  const existing = identity ? await findUser(trx, identity.user_uuid) : undefined;
  if (existing) return existing;
  const user = await createUser(trx, { phone: null, nickname: fitNickname(profile.nickname, fallbackNickname), now });
  await linkIdentity(trx, {
    provider: 'wechat',
    subject,
    userUuid: user.uuid,
    profile: {
      openid: profile.openid,
      unionid: profile.unionid,
      nickname: profile.nickname,
      avatar: profile.avatarUrl,
    },
    now,
  });
  return user;
}

/**
 * For the bind-phone step: the WeChat account of a QR login this browser made, scanned without phone within the
 * bind window; undefined otherwise. Locks the row for the caller's transaction.
 */
export async function qrLoginAwaitingPhone(
  trx: Db,
  input: { uuid: string; browserKey: string | undefined; now: Date },
): Promise<{ uuid: string; user: UserRow } | undefined> {
  const row = await ownQrLogin(trx, input.uuid, input.browserKey, true);
  // 'scanned' too: the scan may have happened without the browser having polled since.
  if (!row?.user_uuid || (row.status !== 'need_phone' && row.status !== 'scanned')) return undefined;
  if (input.now.getTime() - (row.scanned_at?.getTime() ?? 0) > QR_BIND_WINDOW_MS) return undefined;
  const user = await findUser(trx, row.user_uuid);
  return user && user.phone === null ? { uuid: row.uuid, user } : undefined;
}

/** A QR login of this browser scanned by `userUuid` (the mobile WeChat login makes its bind-phone step so). */
export async function markQrScanned(db: Db, uuid: string, userUuid: string, now: Date): Promise<void> {
  await updateQrLogin(db, uuid, { status: 'need_phone', user_uuid: userUuid, scanned_at: now });
}

export async function finishQrLogin(trx: Db, uuid: string): Promise<void> {
  await updateQrLogin(trx, uuid, { status: 'done' });
}
