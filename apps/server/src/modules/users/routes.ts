import { calls } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http';
import { vipInfoOf } from '../membership';
import { createPointsService } from '../points';
import { currentUserInfo, modifyInfo, requireUser, setIntroducer, userInfoOf } from './service';

/** The user's own profile; every call acts on the session's user and never takes another user's id. */
export function registerUserRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  // Kept per user until a notice says it changed (users, points, plans, invitees' orders, fast works: migration
  // 0010), the next settle falls due or a plan ends.
  registerCall(
    app,
    calls.getUserInfo,
    ({ user, region, keepUntil }) => currentUserInfo(app.ctx, user.uuid, region, keepUntil),
    { userCache: 'userInfo' },
  );

  registerCall(app, calls.modifyInfo, async ({ user, body, region }) =>
    userInfoOf(app.ctx, await modifyInfo(app.ctx, user.uuid, body), region),
  );

  registerCall(app, calls.modifyInviteCode, async ({ user, body, region }) =>
    userInfoOf(app.ctx, await setIntroducer(db, user.uuid, body.invite_code, app.ctx.now()), region),
  );

  // Sharing to a group chat: current-day points, at most SHARE_BONUS_PER_DAY times a business day.
  registerCall(app, calls.shareBonus, async ({ user, region }) => {
    await requireUser(db, user.uuid);
    return createPointsService(app.ctx).claimShareBonus(user.uuid, { region });
  });

  registerCall(app, calls.getVipInfo, async ({ user }) => {
    await requireUser(db, user.uuid);
    return vipInfoOf(db, user.uuid, app.ctx.now());
  });
}
