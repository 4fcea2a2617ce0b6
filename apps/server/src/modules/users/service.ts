import { ErrorCode, NICKNAME_MAX_LENGTH, type Region, type UserInfo } from '@framewise/contracts';
import type { Db } from '../../db';
import type { AppContext } from '../../http';
import { AppError } from '../../http';
import { cachedMembershipOf, type MembershipSummary } from '../membership';
import { createPointsService, type PointBalances, pointsSnapshotOf } from '../points';
import { storageService } from '../storage';
import {
  countsOf,
  findUser,
  findUserByInviteCode,
  setIntroducerOnce,
  type UserCounts,
  type UserRow,
  updateProfile,
  userCounts,
  userWithBalancesAndCounts,
} from './repo';

/** Message keys of this module (packages/i18n resources/server-errors.ts). */
export const USER_ERRORS = {
  avatarNotOwned: 'serverErrors.user.avatarNotOwned',
  introducerAlreadySet: 'serverErrors.user.introducerAlreadySet',
  introducerNotFound: 'serverErrors.user.introducerNotFound',
  introducerSelf: 'serverErrors.user.introducerSelf',
  userGone: 'serverErrors.user.gone',
} as const;

/**
 * The user of /api/user/info: count (accounts invited), accCount (fast-mode works made) and
 * cps_ratio (the share of invitees who paid), balances from the points ledger, membership from the plans, the
 * avatar as a URL that opens (avatar_url) and as its storage key (avatarCdnKey).
 */
export function toUserInfo(
  row: UserRow,
  points: PointBalances,
  membership: MembershipSummary,
  avatarUrl: (key: string) => string,
  counts: UserCounts = { invited: 0, invitedPaying: 0, accelerated: 0 },
): UserInfo {
  const avatar = row.avatar_key ?? '';
  return {
    uuid: row.uuid,
    avatar_url: avatar ? avatarUrl(avatar) : '',
    avatarCdnKey: avatar,
    introducer: row.introducer ?? '',
    invite_code: row.invite_code,
    nickname: row.nickname,
    first_sub: membership.everSubscribed,
    count: counts.invited,
    vip_date: membership.vipDate?.toISOString() ?? null,
    vip_type: membership.vipType,
    vip_name: membership.vipName,
    phone: row.phone ?? '',
    created_at: row.created_at.toISOString(),
    accCount: counts.accelerated,
    unlimitEnable: membership.unlimitEnable,
    // Share of invited accounts that have paid, two decimals; 0 with nobody invited.
    cps_ratio: counts.invited ? Math.round((counts.invitedPaying / counts.invited) * 100) / 100 : 0,
    totalPoints: points.totalPoints,
    permanentPoints: points.permanentPoints,
    vip_points: points.vipPoints,
    dailyCount: points.dailyCount,
  };
}

/**
 * The full user info of a live account: settles today's points first (the first request of a business day grants
 * the daily points), then reads membership.
 */
export async function userInfoOf(ctx: AppContext, row: UserRow, region: Region): Promise<UserInfo> {
  const points = await createPointsService(ctx).balances(row.uuid, { region });
  const membership = await cachedMembershipOf(ctx.caches?.membership, ctx.db, row.uuid, ctx.now());
  const storage = storageService(ctx);
  return toUserInfo(
    row,
    points,
    membership,
    (key) => storage.objectUrl(ctx.config.storage.buckets.public, key),
    await userCounts(ctx.db, row.uuid),
  );
}

/**
 * /api/user/info of the session's user in one statement: the user, points (settled only when due, see
 * PointsService.balancesFrom) and counts; membership comes from its cache.
 */
export async function currentUserInfo(
  ctx: AppContext,
  uuid: string,
  region: Region,
  keepUntil: (ms: number) => void = () => {},
): Promise<UserInfo> {
  const now = ctx.now();
  const found = await userWithBalancesAndCounts(ctx.db, uuid, now);
  if (!found) throw new AppError(ErrorCode.UNAUTHORIZED, USER_ERRORS.userGone);
  const snapshot = pointsSnapshotOf(found);
  const points = await createPointsService(ctx).balancesFrom(snapshot, now, uuid, { region });
  const membership = await cachedMembershipOf(ctx.caches?.membership, ctx.db, uuid, now);
  // True until the next settle (daily points, expiries) and the soonest plan end; an answer that settled just now
  // is not kept (the next read finds the new due time).
  const due = snapshot.settleDueAt;
  keepUntil(due instanceof Date && now.getTime() < due.getTime() ? due.getTime() : 0);
  keepUntil(ctx.caches?.membership.untilOf(uuid) ?? 0);
  const storage = storageService(ctx);
  return toUserInfo(
    found,
    points,
    membership,
    (key) => storage.objectUrl(ctx.config.storage.buckets.public, key),
    countsOf(found),
  );
}

/** The avatar folder of the upload rule {path}/{user uuid}/{random id}.{ext}; avatars may also be webp. */
const AVATAR_KEY = /^user-avatar\/([A-Za-z0-9_-]{1,64})\/[A-Za-z0-9_-]{8,64}\.(png|jpg|jpeg|webp)$/;

/** True when key is an avatar under this user's own prefix. */
export function isOwnAvatarKey(key: string, userUuid: string): boolean {
  return AVATAR_KEY.exec(key)?.[1] === userUuid;
}

/**
 * Cuts a name from WeChat or Google to the nickname limit without splitting a character; empty names take the
 * fallback.
 */
export function fitNickname(name: string | null | undefined, fallback: string): string {
  let out = '';
  for (const ch of (name ?? '').trim()) {
    if (out.length + ch.length > NICKNAME_MAX_LENGTH) break;
    out += ch;
  }
  return out || fallback;
}

export async function requireUser(db: Db, uuid: string): Promise<UserRow> {
  const row = await findUser(db, uuid);
  // A valid session of a deleted or merged account: the client logs in again.
  if (!row) throw new AppError(ErrorCode.UNAUTHORIZED, USER_ERRORS.userGone);
  return row;
}

export async function modifyInfo(
  ctx: AppContext,
  userUuid: string,
  input: { nickname: string; avatar_url?: string | undefined },
): Promise<UserRow> {
  const { db } = ctx;
  const now = ctx.now();
  await requireUser(db, userUuid);
  // The key must follow the avatar rule for this user AND name an object this user really uploaded.
  if (
    input.avatar_url !== undefined &&
    !(
      isOwnAvatarKey(input.avatar_url, userUuid) &&
      (await storageService(ctx).ownsObject(ctx.config.storage.buckets.public, input.avatar_url, userUuid))
    )
  ) {
    throw new AppError(ErrorCode.BAD_REQUEST, USER_ERRORS.avatarNotOwned);
  }
  return updateProfile(db, userUuid, {
    nickname: input.nickname,
    ...(input.avatar_url !== undefined ? { avatar_key: input.avatar_url } : {}),
    updated_at: now,
  });
}

/** Sets the introducer once, from an existing invite code that is not the user's own. */
export async function setIntroducer(db: Db, userUuid: string, inviteCode: string, now: Date): Promise<UserRow> {
  const me = await requireUser(db, userUuid);
  if (me.introducer !== null) throw new AppError(ErrorCode.CONFLICT, USER_ERRORS.introducerAlreadySet);
  const inviter = await findUserByInviteCode(db, inviteCode);
  if (!inviter) throw new AppError(ErrorCode.BAD_REQUEST, USER_ERRORS.introducerNotFound);
  if (inviter.uuid === me.uuid) throw new AppError(ErrorCode.BAD_REQUEST, USER_ERRORS.introducerSelf);
  // "is null" in the update itself: of two racing requests only one sets it.
  const row = await setIntroducerOnce(db, userUuid, inviter, now);
  if (!row) throw new AppError(ErrorCode.CONFLICT, USER_ERRORS.introducerAlreadySet);
  return row;
}
